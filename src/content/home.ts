/** Copy of the home page: hero, trusted-by marquee, expertise, results and call to action. */

export interface TitledText {
  title: string;
  description: string;
}

export interface ResultCard {
  /** Shown as written: these are marketing claims, not counters. */
  value: string;
  title: string;
  description: string;
}

export const hero = {
  heading: 'Enterprise AI that Delivers Real Results',
  subheading: 'Where Intelligence Meets Innovation',
  intro:
    'We design, build and run AI systems that take routine decisions off your teams and turn your data into measurable growth.',
  taglines: ['Automate decisions', 'Accelerate growth', 'Free teams for strategy'],
  primaryAction: { label: 'Get Started', to: '/contact' },
  secondaryAction: { label: 'Explore Services', to: '/services' },
  statsLabel: 'Company figures',
} as const;

export const trustedBy = {
  heading: 'Trusted by forward-thinking teams',
  /** Placeholder names: the spec has no real client list. */
  companies: [
    'Northwind Systems',
    'Bluepeak Energy',
    'Orion Freight',
    'Helix Biolabs',
    'Summit Retail',
    'Atlas Insurance',
    'Vertex Manufacturing',
    'Lumen Media',
  ],
} as const;

export const expertise = {
  heading: 'Our Expertise',
  intro: 'Four disciplines, one team that takes AI from idea to production.',
  cards: [
    {
      title: 'AI Strategy',
      description:
        'A roadmap tied to business outcomes: where AI pays off first, what it needs, and how to measure it.',
    },
    {
      title: 'Agentic Systems',
      description:
        'Autonomous agents that plan, use your tools and hand off to people when judgement is needed.',
    },
    {
      title: 'Process Automation',
      description:
        'Document, decision and workflow automation that removes repetitive work end to end.',
    },
    {
      title: 'Predictive Analytics',
      description:
        'Forecasts and risk models that turn historical data into decisions you can act on today.',
    },
  ] satisfies TitledText[],
} as const;

export const measuredResults = {
  heading: 'Measured Results',
  intro: 'What our clients see once AI is in production.',
  cards: [
    {
      value: '60-70%',
      title: 'Decisions automated',
      description: 'Routine operational decisions handled by AI, with people reviewing exceptions.',
    },
    {
      value: 'Up to 40%',
      title: 'More output',
      description: 'Higher team output once repetitive work moves to automation.',
    },
    {
      value: '99.9%',
      title: 'Accuracy',
      description: 'Accuracy on structured data processing, validated against human review.',
    },
    {
      value: '24/7',
      title: 'Always on',
      description: 'AI systems that keep working outside office hours and across time zones.',
    },
    {
      value: '3x',
      title: 'Faster insights',
      description: 'Reports and forecasts available in hours instead of days.',
    },
    {
      value: 'Weeks',
      title: 'To first value',
      description: 'A working pilot in weeks, not quarters, before any large investment.',
    },
  ] satisfies ResultCard[],
} as const;

export const callToAction = {
  heading: 'Ready to put AI to work?',
  body: 'Tell us about your goals. In a free consultation we map where AI can deliver results for your business.',
  buttonLabel: 'Schedule a Consultation',
} as const;
