/*
 * Featured testimonials, read with the exact request supabase-js would send, over plain
 * fetch so the home page never loads supabase-js. The service worker caches this URL.
 */
import { backendConfig } from '@/shared/backend-config';
import { testimonialsLimit } from '@/shared/limits';

export interface Testimonial {
  id: string;
  client_name: string;
  role: string | null;
  company: string;
  content: string;
  rating: number;
  image_url: string | null;
  featured: boolean;
  created_at: string;
}

const featuredTestimonialsUrl = `${backendConfig.url}/rest/v1/testimonials?select=*&featured=eq.true&order=created_at.desc&limit=${testimonialsLimit}`;

export async function loadFeaturedTestimonials(): Promise<Testimonial[]> {
  const response = await fetch(featuredTestimonialsUrl, {
    headers: {
      apikey: backendConfig.anonKey,
      Authorization: `Bearer ${backendConfig.anonKey}`,
      'Accept-Profile': 'public',
    },
  });
  if (!response.ok) throw new Error(`Testimonials answered HTTP ${response.status}`);
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error('Testimonials answered something other than a list');
  return (rows as Testimonial[]).slice(0, testimonialsLimit);
}
