import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZPaymentSettingView, type TPaymentSetting } from '@shared/subscription/billing-api';
import { api } from '@web/lib/api';
import { adminKeys } from './admin-keys';

/** What the admin is told once the switch has moved. */
function savedMessage(setting: TPaymentSetting): { title: string; description: string } {
  if (!setting.enabled) {
    return {
      title: 'Payments are off',
      description: 'New accounts get free beta access again.',
    };
  }
  return {
    title: 'Payments are on',
    description:
      setting.existingBetaFree === 'keep'
        ? 'New accounts need a plan. People already on the free beta keep their access.'
        : 'New accounts need a plan, and people on the free beta are asked to subscribe.',
  };
}

/**
 * PUT /api/admin/payment-setting. The answer is read back as the setting now in force; the
 * caller shows a failure in its dialog (the admin is still deciding there).
 */
export function useSavePaymentSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setting: TPaymentSetting) => {
      const answer = await api('/admin/payment-setting', { method: 'PUT', body: setting });
      const view = ZPaymentSettingView.safeParse(answer);
      if (view.success) return view.data;
      // An answer without the view (204): read back what is now in force.
      return api('/admin/payment-setting', { schema: ZPaymentSettingView });
    },
    onSuccess: (view) => {
      queryClient.setQueryData(adminKeys.paymentSetting, view);
      // The plan mix on the segments report may have moved with the choice.
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'segments'] });
      const message = savedMessage(view);
      toast.success(message.title, { description: message.description });
    },
  });
}
