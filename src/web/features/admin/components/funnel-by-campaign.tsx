import type { TSegmentsReport } from '@shared/admin/admin-api';
import { campaignPart } from '../lib/admin-format';
import { FunnelTable } from './funnel-table';
import { ReportSection } from './report-section';

type CampaignRow = TSegmentsReport['byCampaign'][number];

const campaignKey = (row: CampaignRow) =>
  JSON.stringify([row.utmSource, row.utmMedium, row.utmCampaign]);

/** Spec §9 campaign parameters: where the period's sign-ups came from, and how far they got. */
export function FunnelByCampaign({ report }: { report: TSegmentsReport }) {
  return (
    <ReportSection
      title="Sign-up funnel by campaign"
      description="The campaign parameters (utm_source, utm_medium, utm_campaign) people arrived with. “Not given” means the visit had none."
    >
      {report.byCampaign.every((row) => row.registered === 0) ? (
        <p className="text-sm text-muted-foreground">No one registered in this period.</p>
      ) : (
        <FunnelTable
          label="Sign-up funnel by campaign"
          rows={report.byCampaign}
          keyColumns={['Source', 'Medium', 'Campaign']}
          rowKey={campaignKey}
          renderKeyCells={(row) => [
            campaignPart(row.utmSource),
            campaignPart(row.utmMedium),
            campaignPart(row.utmCampaign),
          ]}
        />
      )}
    </ReportSection>
  );
}
