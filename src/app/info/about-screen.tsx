import { aboutParts } from './about-content'
import { InfoPage, InfoSection } from './info-page'

/** /about: what the product is, the Terms of Service (#terms, linked from Register) and the privacy note. */
export function AboutScreen() {
  return (
    <InfoPage title="About" contents={aboutParts}>
      {aboutParts.map((part) => (
        <InfoSection key={part.id} part={part}>
          {part.body}
        </InfoSection>
      ))}
    </InfoPage>
  )
}
