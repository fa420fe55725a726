/** Copy of the careers page: open internships and the facts they share. */
import type { positionTitles } from '@/shared/leads/application-lead';

type PositionTitle = (typeof positionTitles)[number];

export interface Position {
  title: PositionTitle;
  summary: string;
  description: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  /** ISO 8601 dates for the JobPosting; past validThrough the posting leaves the structured data. */
  datePosted: string;
  validThrough: string;
}

export const careersIntro = {
  heading: 'Careers',
  lead: 'Join a team that ships real AI systems. We are looking for curious interns who want to learn fast and build things that matter.',
  positionsHeading: 'Open Positions',
  applyLabel: 'Apply Now',
} as const;

/** The spec's internship facts, shown word for word. */
export const internshipFacts = [
  { label: 'Location', value: 'Bangalore, India' },
  { label: 'Stipend', value: 'up to 30,000 rupees per month' },
  { label: 'Duration', value: '6 months' },
] as const;

/** The same place and stipend as structured data, for the JobPostings. */
export const internshipTerms = {
  locality: 'Bangalore',
  region: 'Karnataka',
  country: 'IN',
  currency: 'INR',
  maxMonthlyStipend: 30_000,
} as const;

export const positions: readonly Position[] = [
  {
    title: 'AI Intern',
    summary: 'Build and evaluate AI agents and models with our engineering team.',
    description:
      'Work alongside our AI engineers on client projects: prototype agents, prepare data, train and evaluate models, and help take them to production.',
    responsibilities: [
      'Prototype AI agents and machine learning models',
      'Prepare, clean and analyse datasets',
      'Evaluate model quality and document results',
      'Contribute to production code with code review',
    ],
    requirements: [
      'Studying or recently graduated in computer science, data science or a related field',
      'Good Python skills',
      'Familiarity with machine learning or large language models',
      'Curiosity and clear written communication',
    ],
    datePosted: '2026-11-01',
    validThrough: '2027-05-31',
  },
  {
    title: 'BDM Intern',
    summary: 'Help enterprises discover what AI can do for them.',
    description:
      'Work with our business development team to research prospects, prepare proposals and support conversations with enterprise clients.',
    responsibilities: [
      'Research industries and prospective clients',
      'Prepare proposals, presentations and case material',
      'Support client meetings and follow-ups',
      'Track leads and opportunities in our CRM',
    ],
    requirements: [
      'Studying or recently graduated in business, marketing or a related field',
      'Excellent spoken and written English',
      'Interest in technology and artificial intelligence',
      'Organised, proactive and comfortable with clients',
    ],
    datePosted: '2026-11-01',
    validThrough: '2027-05-31',
  },
];

/** 'Apply for AI Intern': the application dialog's title for a position. */
export function applicationDialogTitle(position: string): string {
  return `${applicationCopy.titlePrefix} ${position}`;
}

export const applicationCopy = {
  titlePrefix: 'Apply for',
  intro: 'Tell us about yourself. Fields marked with an asterisk are required.',
} as const;
