import { Button } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';

/** Download data (JSON) and (PDF): a family's or a trainer's copy of their data (ADR 0040, 0055). */
export function DownloadDataButtons({
  download,
}: {
  download: UseMutationResult<unknown, Error, 'json' | 'pdf'>;
}) {
  return (
    <>
      <Button
        variant="light"
        loading={download.isPending && download.variables === 'json'}
        onClick={() => download.mutate('json')}
      >
        Download data (JSON)
      </Button>
      <Button
        variant="light"
        loading={download.isPending && download.variables === 'pdf'}
        onClick={() => download.mutate('pdf')}
      >
        Download data (PDF)
      </Button>
    </>
  );
}
