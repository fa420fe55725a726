import { Alert } from '@mantine/core';

/** What the visitor has left to do (open a mailed link): kept in view, announced politely. */
export function AuthNotice({ message }: { message: string }) {
  return (
    <Alert role="status" color="teal" variant="light">
      {message}
    </Alert>
  );
}
