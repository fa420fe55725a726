import { toSlug } from '@/lib/slug';

/** The four case studies, in the spec's order. Slugs and image paths derive from the company. */

export interface CaseStudyResult {
  /** Numeric metrics ('45%', '$2.4M') are counted up; others ('Real-time') are shown as is. */
  metric: string;
  label: string;
}

interface CaseStudySource {
  company: string;
  industry: string;
  summary: string;
  challenge: string;
  solution: string;
  results: readonly [CaseStudyResult, CaseStudyResult, CaseStudyResult];
  details: readonly string[];
  technologies: readonly string[];
  timelineMonths: number;
  teamSize: number;
}

export interface CaseStudy extends CaseStudySource {
  slug: string;
  image: string;
}

export const caseStudiesIntro = {
  heading: 'Case Studies',
  lead: 'How enterprises across industries put AI into production with us, and what it delivered.',
  viewLabel: 'View Full Case Study',
  backLabel: 'Back to all case studies',
} as const;

const sources: readonly CaseStudySource[] = [
  {
    company: 'Global Logistics Corp',
    industry: 'Logistics & Supply Chain',
    summary: 'AI route optimisation and shipment tracking across a global fleet.',
    challenge:
      'Manual route planning and fragmented tracking systems caused frequent delivery delays and rising fuel costs across 30 distribution centres.',
    solution:
      'We deployed an AI route optimisation engine and an agent that monitors shipments, predicts delays and re-plans routes automatically.',
    results: [
      { metric: '45%', label: 'Fewer delivery delays' },
      { metric: '$2.4M', label: 'Annual fuel and labour savings' },
      { metric: 'Real-time', label: 'Shipment visibility' },
    ],
    details: [
      'Route optimisation across 30 distribution centres',
      'Delay prediction from traffic, weather and carrier data',
      'Automatic re-planning with dispatcher approval',
      'Unified tracking dashboard for operations teams',
    ],
    technologies: ['Python', 'PyTorch', 'Apache Kafka', 'PostgreSQL', 'Kubernetes'],
    timelineMonths: 6,
    teamSize: 8,
  },
  {
    company: 'HealthTech Solutions',
    industry: 'Healthcare',
    summary: 'Automated patient intake and claims processing with clinical-grade accuracy.',
    challenge:
      'Staff spent hours each day keying patient forms and insurance claims by hand, which slowed care and introduced costly errors.',
    solution:
      'We built an intelligent document processing pipeline that reads intake forms and claims, validates them and routes exceptions to staff.',
    results: [
      { metric: '99.9%', label: 'Data extraction accuracy' },
      { metric: '60%', label: 'Faster patient intake' },
      { metric: '3x', label: 'More claims processed per day' },
    ],
    details: [
      'Document understanding for forms, scans and faxes',
      'Validation against insurer rules',
      'Human review queue for low-confidence fields',
      'Audit trail for compliance',
    ],
    technologies: ['Python', 'Transformers', 'FastAPI', 'Azure', 'PostgreSQL'],
    timelineMonths: 9,
    teamSize: 10,
  },
  {
    company: 'RetailMax Inc',
    industry: 'Retail & E-commerce',
    summary: 'Demand forecasting that cut excess inventory and stock-outs.',
    challenge:
      'Spreadsheet-based forecasting left some stores overstocked and others empty, tying up capital and losing sales.',
    solution:
      'We delivered store-level demand forecasts and automated replenishment recommendations integrated with the merchandising system.',
    results: [
      { metric: '35%', label: 'Less excess inventory' },
      { metric: '$1.8M', label: 'Working capital released' },
      { metric: '28%', label: 'Fewer stock-outs' },
    ],
    details: [
      'Forecasts for every product in every store',
      'Promotions, seasonality and weather as inputs',
      'Replenishment recommendations for buyers',
      'Weekly accuracy reports',
    ],
    technologies: ['Python', 'LightGBM', 'dbt', 'Snowflake', 'Airflow'],
    timelineMonths: 7,
    teamSize: 6,
  },
  {
    company: 'FinServe Group',
    industry: 'Financial Services',
    summary: 'Real-time fraud scoring and automated credit decisions.',
    challenge:
      'Rule-based fraud checks missed new attack patterns and manual credit reviews kept customers waiting for days.',
    solution:
      'We introduced machine learning fraud scoring on every transaction and an agentic workflow that automates routine credit decisions.',
    results: [
      { metric: 'Real-time', label: 'Fraud scoring on every transaction' },
      { metric: '70%', label: 'Credit decisions automated' },
      { metric: '$3.1M', label: 'Fraud losses prevented per year' },
    ],
    details: [
      'Streaming fraud scoring in under 100 milliseconds',
      'Explainable credit decisions for regulators',
      'Analyst workbench for flagged cases',
      'Continuous model monitoring',
    ],
    technologies: ['Python', 'XGBoost', 'Apache Flink', 'AWS', 'Terraform'],
    timelineMonths: 8,
    teamSize: 9,
  },
];

export const caseStudies: readonly CaseStudy[] = sources.map((source) => {
  const slug = toSlug(source.company);
  return { ...source, slug, image: `/images/case-studies/${slug}.svg` };
});

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}

/** Pixel size of every case-study illustration; width and height attributes reserve the space. */
export const caseStudyImageSize = { width: 640, height: 360 } as const;
