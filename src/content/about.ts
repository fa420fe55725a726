/** Copy of the about page: intro, story timeline, the four-step process and the counters heading. */

export interface TimelineEntry {
  period: string;
  title: string;
  description: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export const aboutIntro = {
  heading: 'About Us',
  lead: 'We are a team of AI engineers, data scientists and consultants who help enterprises turn artificial intelligence into everyday results.',
} as const;

export const story = {
  heading: 'Our Story',
  entries: [
    {
      period: '2024',
      title: 'Founded',
      description:
        'Started by engineers who had seen too many AI pilots stall before production, with one promise: ship systems that deliver.',
    },
    {
      period: 'Early 2025',
      title: 'Agentic AI practice',
      description:
        'Launched our agentic AI and process automation practice as clients moved from experiments to automating real decisions.',
    },
    {
      period: 'Now',
      title: 'Scaling globally',
      description:
        'Serving clients across industries and countries, with specialists in strategy, engineering and analytics.',
    },
  ] satisfies TimelineEntry[],
} as const;

export const processSteps = {
  heading: 'How We Work',
  intro: 'Every engagement follows four steps, so you always know what comes next.',
  steps: [
    {
      title: 'Discovery',
      description:
        'We learn your goals, processes and data, and find where AI creates the most value.',
    },
    {
      title: 'Design',
      description: 'We design the solution, its architecture and the measures of success with you.',
    },
    {
      title: 'Development',
      description: 'We build and test iteratively, with working software to review at every step.',
    },
    {
      title: 'Deployment',
      description: 'We ship to production, train your teams and monitor results as they grow.',
    },
  ] satisfies ProcessStep[],
} as const;

export const aboutStats = {
  heading: 'Our Impact in Numbers',
} as const;
