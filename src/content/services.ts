/** The four services of the services page, each with exactly four features. */

export interface Service {
  title: string;
  description: string;
  features: readonly [string, string, string, string];
}

export const servicesIntro = {
  heading: 'Our Services',
  lead: 'End-to-end AI services, from the first strategy session to systems running in production.',
  ctaHeading: 'Not sure where to start?',
  ctaBody:
    'Talk to one of our consultants about your goals and we will suggest the right first step.',
  ctaLabel: 'Schedule a Consultation',
} as const;

export const services: readonly Service[] = [
  {
    title: 'AI Consulting & Strategy',
    description: 'A clear, prioritised plan for where AI will pay off in your business.',
    features: [
      'AI readiness assessment',
      'Use-case discovery and prioritisation',
      'Roadmap and business case',
      'Governance and responsible AI',
    ],
  },
  {
    title: 'Agentic AI',
    description:
      'Autonomous agents that reason, act with your tools and work alongside your teams.',
    features: [
      'Custom AI agents',
      'Multi-agent workflows',
      'Tool and API integration',
      'Human-in-the-loop controls',
    ],
  },
  {
    title: 'AI Process Automation',
    description: 'Automation of document-heavy and decision-heavy processes from end to end.',
    features: [
      'Intelligent document processing',
      'Decision automation',
      'Workflow orchestration',
      'Legacy system integration',
    ],
  },
  {
    title: 'Predictive Analytics',
    description:
      'Models that forecast demand, risk and behaviour so you can act before it happens.',
    features: [
      'Demand forecasting',
      'Risk and fraud scoring',
      'Customer behaviour insights',
      'Real-time dashboards',
    ],
  },
];
