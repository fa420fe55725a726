import { counterTargets } from '@/shared/limits';

/** The headline numbers shown as counters on the home hero and the about page. */
export interface CompanyStat {
  label: string;
  target: number;
  /** Kept after the counted number: 500 + '+' reads '500+'. */
  suffix: string;
}

export const companyStats: readonly CompanyStat[] = [
  { label: 'Projects Delivered', target: counterTargets.projects, suffix: '+' },
  { label: 'Client Satisfaction', target: counterTargets.satisfaction, suffix: '%' },
  { label: 'AI Specialists', target: counterTargets.specialists, suffix: '+' },
  { label: 'Countries Served', target: counterTargets.countries, suffix: '+' },
];
