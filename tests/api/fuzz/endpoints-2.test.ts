// Part 2 of the fuzzing of every route (endpoint-fuzz.ts).
import { fuzzEndpoints } from './endpoint-fuzz'

await fuzzEndpoints(2, 4)
