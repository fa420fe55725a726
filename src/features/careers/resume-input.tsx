import { CloseButton, Input } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type Ref } from 'react';
import { resumeAccept, resumeFieldLabel } from '@/shared/leads/resume';

interface ResumeInputProps {
  file: File | undefined;
  error: string | undefined;
  /** A file chosen, or `undefined` when the visitor removes it. */
  onChange: (file: File | undefined) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The optional résumé file. A real file input, not Mantine's FileInput (whose label names a
 * button and whose input is hidden), so the label picks a file and tests can set one; it
 * wears the Input styles, error and aria wiring of the other fields.
 */
export function ResumeInput({ file, error, onChange, ref }: ResumeInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  // The browser keeps showing a chosen file until told otherwise: forget it with the form.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);
  return (
    <Input.Wrapper label={resumeFieldLabel} error={error}>
      <Input
        ref={mergedRef}
        type="file"
        accept={resumeAccept}
        error={error}
        pointer
        onChange={(event) => onChange(event.currentTarget.files?.[0])}
        rightSectionPointerEvents="all"
        rightSection={
          file && (
            <CloseButton aria-label={`Remove ${file.name}`} onClick={() => onChange(undefined)} />
          )
        }
      />
    </Input.Wrapper>
  );
}
