// One short line per answered request, at level info (LOG_LEVEL=info), instead of Fastify's two JSON
// lines carrying the whole request and its id: enough to follow traffic, nothing to scroll past.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

class BriefRequestLog extends LogController {
  override incomingRequest(): void {}

  // requestCompleted says it, with the 404.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // The path only: a query may carry a share token or words someone searched for.
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`
    if (error) request.server.log.error({ err: error }, line)
    else request.server.log.info(line)
  }
}

export const briefRequestLog = () => new BriefRequestLog()
