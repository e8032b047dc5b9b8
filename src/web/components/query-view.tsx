import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@web/components/load-error';

type Props<Data> = {
  query: UseQueryResult<Data>;
  /** What stands in while it loads. */
  loading: ReactNode;
  /** "We couldn't load …": the error's title when it cannot be loaded. */
  errorTitle: string;
  children: (data: Data) => ReactNode;
};

/**
 * The part of a card that is loaded: a placeholder while it loads, an error with Retry when it
 * cannot be, then what it shows of the data.
 */
export function QueryView<Data>({ query, loading, errorTitle, children }: Props<Data>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        inCard
      />
    );
  }
  return children(query.data);
}
