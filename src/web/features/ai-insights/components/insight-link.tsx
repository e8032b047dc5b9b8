import type { ComponentProps } from 'react';
import { TextLink } from '@web/components/ui/text-link';
import { useLinkFollowed } from '../lib/link-followed';

/** A link from an insight to the record or screen it is about. */
export function InsightLink({ onClick, ...props }: ComponentProps<typeof TextLink>) {
  const linkFollowed = useLinkFollowed();
  return (
    <TextLink
      {...props}
      onClick={(event) => {
        onClick?.(event);
        linkFollowed();
      }}
    />
  );
}
