import { caseStudyImageSize, type CaseStudy } from '@/content/case-studies';

interface CaseStudyImageProps {
  study: CaseStudy;
  /** Above the fold on the detail page; lazy in the list. */
  priority?: boolean;
}

/** The study's local illustration, sized by attributes and aspect ratio: no layout shift. */
export function CaseStudyImage({ study, priority = false }: CaseStudyImageProps) {
  return (
    <img
      src={study.image}
      alt=""
      width={caseStudyImageSize.width}
      height={caseStudyImageSize.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${caseStudyImageSize.width} / ${caseStudyImageSize.height}`,
      }}
    />
  );
}
