/*
 * The résumé an applicant may attach: what it may be, where it is stored and what it is
 * called. Plain data and pure functions, shared by the form, the outbox (page and worker),
 * the admin and the tests. The migration's bucket holds the same limits.
 */

export const resumeBucket = 'resumes';

export const resumeFieldLabel = 'Résumé (PDF or Word, up to 5 MB)';

/** 5 MB, as the bucket's file_size_limit. */
export const maxResumeBytes = 5 * 1024 * 1024;

/**
 * The types the bucket allows, by the extension a file of that type carries. Not the legacy
 * .doc: it may carry macros no check can see (issue 40), and the server refuses it.
 */
export const resumeTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type ResumeExtension = keyof typeof resumeTypes;
export type ResumeMimeType = (typeof resumeTypes)[ResumeExtension];

/** What the file picker offers: the extensions and their types. */
export const resumeAccept = [
  ...Object.keys(resumeTypes).map((extension) => `.${extension}`),
  ...Object.values(resumeTypes),
].join(',');

export const resumeMessages = {
  wrongType: 'Résumé must be a PDF or Word file (.pdf or .docx)',
  tooLarge: 'Résumé must be 5 MB or smaller',
  empty: 'Résumé file is empty',
  unreadable: 'Résumé could not be read. Please choose the file again',
} as const;

export function extensionOfType(type: ResumeMimeType): ResumeExtension {
  const entry = Object.entries(resumeTypes).find(([, mime]) => mime === type);
  return (entry?.[0] ?? 'pdf') as ResumeExtension;
}

/**
 * A file name safe in a storage key, a URL and a Content-Disposition header: letters,
 * digits, dot, dash and underscore, at most 80 characters, ending in the extension of the
 * type the file really has.
 */
export function safeResumeName(fileName: string, type: ResumeMimeType): string {
  const extension = extensionOfType(type);
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80 - extension.length - 1);
  return `${stem || 'resume'}.${extension}`;
}

/**
 * Where an application's résumé is stored: a folder named by the application's id, so a
 * replay writes the same object and an admin finds it from the row.
 */
export function resumeObjectPath(applicationId: string, safeName: string): string {
  return `${applicationId}/${safeName}`;
}

/** A checked résumé as the form hands it to the submission: the file, its name and real type. */
export interface LeadAttachment {
  file: Blob;
  name: string;
  type: ResumeMimeType;
}
