import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface InfiniteSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** A failed page stops paging (SPEC §4): the sentinel no longer asks for more. */
  isError: boolean;
  fetchNextPage: () => unknown;
}

/** Loads the next page when the bottom of a list scrolls into view. */
export function InfiniteSentinel({
  hasNextPage,
  isFetchingNextPage,
  isError,
  fetchNextPage,
}: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const active = hasNextPage && !isFetchingNextPage && !isError;

  useEffect(() => {
    const node = ref.current;
    if (!node || !active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: '300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, fetchNextPage]);

  return (
    <div ref={ref} data-testid="infinite-sentinel">
      {isFetchingNextPage && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading more" />
        </Center>
      )}
    </div>
  );
}
