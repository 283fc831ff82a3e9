import { Button } from '@mantine/core';

interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Show more' under a list that loads a page at a time, centred; nothing once all is shown. */
export function ShowMoreButton({ list }: { list: PagedList }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="light"
      mx="auto"
      loading={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      Show more
    </Button>
  );
}
