import { guideIntro, guideSections } from './guide-content'
import { InfoPage, InfoSection } from './info-page'

/** /guide: the user guide, a section per part of the app, with a table of contents. */
export function GuideScreen() {
  return (
    <InfoPage title="User Guide" intro={guideIntro} contents={guideSections}>
      {guideSections.map((section) => (
        <InfoSection key={section.id} part={section}>
          {section.body}
        </InfoSection>
      ))}
    </InfoPage>
  )
}
