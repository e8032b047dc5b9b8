import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { INSTRUMENT_LABELS, type TInstrumentKind } from '@shared/estate/instrument-kinds';
import { ZInstrument, type ZInstrumentInput } from '@shared/estate/estate-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { kindInSentence } from '../lib/instrument-names';
import { useInvalidateEstate } from './use-invalidate-estate';

/** What the form hands over: the shared input, already checked. */
export type InstrumentInput = z.output<typeof ZInstrumentInput>;

const ZInstrumentSaved = z.object({ instrument: ZInstrument });

function instrumentPath(id: string): string {
  return `/estate/instruments/${encodeURIComponent(id)}`;
}

export function useCreateInstrument() {
  const invalidate = useInvalidateEstate();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: InstrumentInput) =>
      (
        await api(addingTo('/estate/instruments', addTarget), {
          method: 'POST',
          body: input,
          schema: ZInstrumentSaved,
        })
      ).instrument,
    onSuccess: async (_saved, input) => {
      toast.success(`${INSTRUMENT_LABELS[input.kind]} added successfully!`);
      await invalidate();
    },
    onError: (error, input) =>
      toast.error(`Failed to add ${kindInSentence(input.kind)}: ${errorMessage(error)}`),
  });
}

export function useUpdateInstrument() {
  const invalidate = useInvalidateEstate();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: InstrumentInput }) =>
      (await api(instrumentPath(id), { method: 'PUT', body: input, schema: ZInstrumentSaved }))
        .instrument,
    onSuccess: async (_saved, { input }) => {
      toast.success(`${INSTRUMENT_LABELS[input.kind]} updated successfully!`);
      await invalidate();
    },
    onError: (error, { input }) =>
      toast.error(`Failed to update ${kindInSentence(input.kind)}: ${errorMessage(error)}`),
  });
}

/** A trust's funding checklist ticked on its card: the whole instrument is saved with it. */
export function useSaveFunding() {
  const invalidate = useInvalidateEstate();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: InstrumentInput }) =>
      (await api(instrumentPath(id), { method: 'PUT', body: input, schema: ZInstrumentSaved }))
        .instrument,
    onSuccess: async () => {
      toast.success('Funding checklist saved');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to save the funding checklist: ${errorMessage(error)}`),
  });
}

export function useDeleteInstrument(kind: TInstrumentKind) {
  const invalidate = useInvalidateEstate();
  return useMutation({
    mutationFn: (id: string) => api(instrumentPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success(`${INSTRUMENT_LABELS[kind]} deleted successfully!`);
      await invalidate();
    },
    onError: (error) =>
      toast.error(`Failed to delete ${kindInSentence(kind)}: ${errorMessage(error)}`),
  });
}
