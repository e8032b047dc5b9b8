import { createContext, useContext } from 'react';
import type { ExternalToast } from 'sonner';

export type ToastPlacement = ExternalToast['position'];

/**
 * Where the assistant's toasts appear. Left undefined they go where every toast of the app goes
 * (bottom-right). The floating panel sits there, so it moves them to the top: "Response
 * received" after every answer would otherwise cover its question box, Send and the newest
 * answer for four seconds.
 */
export const ToastPlacementContext = createContext<ToastPlacement>(undefined);

export const useToastPlacement = () => useContext(ToastPlacementContext);
