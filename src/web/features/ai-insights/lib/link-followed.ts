import { createContext, useContext } from 'react';

/**
 * Told when the person follows a link out of the assistant (a source, a tip): the floating panel
 * closes itself on a phone, where it would cover the screen the link opened.
 */
export const LinkFollowedContext = createContext<() => void>(() => undefined);

export const useLinkFollowed = () => useContext(LinkFollowedContext);
