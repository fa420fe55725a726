/** The kinds of outcome a toast reports; each has its own colour. */
export type Tone = 'success' | 'info' | 'error';
