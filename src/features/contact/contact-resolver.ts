import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@/shared/leads/lead-schemas';

/** The contact form's validation, loaded on demand by the form (see lazyResolver). */
export const contactResolver = zodResolver(contactSchema);
