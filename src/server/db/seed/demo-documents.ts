import { ZDocumentDetails, type TDocumentDetails } from '@shared/documents/document-schemas';
import { isoDay } from '@shared/finance/household-summary';
import type { Actor } from '../../auth/actor';
import type { DocumentService } from '../../modules/documents/document-service';
import { renderDemoPdf } from './demo-pdf';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The home policy renews in about seven months, so its reminder is ahead, not past. */
const HOME_POLICY_RENEWS_IN_DAYS = 210;

type DemoFile = { fileName: string; details: TDocumentDetails; lines: string[] };

function demoFiles(
  records: { homeId: string; attorneyId: string; cpaAdvisorId: string },
  now: Date,
): { willScan: DemoFile; trustScan: DemoFile; others: DemoFile[] } {
  return {
    willScan: {
      fileName: 'jordan-carter-will.pdf',
      details: {
        name: 'Jordan Carter – pour-over will (signed copy)',
        category: 'will',
        tags: ['estate', 'signed'],
        link: { kind: 'advisor', id: records.attorneyId },
      },
      lines: [
        'Last will and testament of Jordan Carter, of Travis County, Texas.',
        'Executor: Alex Carter; alternate: Sam Carter.',
        'Guardian of minor children: Priya Shah; alternate: Sam Carter.',
        'Residue to the trustee of the Carter Family Revocable Trust dated March 14, 2023.',
        'Signed March 14, 2023, before two witnesses and a notary.',
      ],
    },
    trustScan: {
      fileName: 'carter-family-trust.pdf',
      details: {
        name: 'Carter Family Revocable Trust',
        category: 'trust',
        tags: ['estate'],
        link: { kind: 'property', id: records.homeId },
      },
      lines: [
        'Carter Family Revocable Trust dated March 14, 2023.',
        'Trustees: Jordan Carter and Alex Carter. Successor trustee: Sam Carter.',
        'Schedule A: 4512 Bluebonnet Lane, Austin, TX 78704; Chase Premier Savings.',
      ],
    },
    others: [
      {
        fileName: 'state-farm-home-declarations.pdf',
        details: {
          name: 'State Farm homeowners declarations',
          category: 'insurance_policy',
          tags: ['insurance', 'home'],
          link: { kind: 'property', id: records.homeId },
          expiresOn: isoDay(new Date(now.getTime() + HOME_POLICY_RENEWS_IN_DAYS * DAY_MS)),
        },
        lines: [
          'State Farm Lloyds – Homeowners policy declarations.',
          'Policy 53BX901244. Insured location: 4512 Bluebonnet Lane, Austin, TX 78704.',
          'Dwelling (Coverage A): $610,000. Personal liability: $500,000.',
          'Annual premium: $2,864.00.',
        ],
      },
      {
        fileName: 'carter-2025-form-1040.pdf',
        details: {
          name: '2025 federal tax return',
          category: 'tax_return',
          tags: ['taxes'],
          link: { kind: 'advisor', id: records.cpaAdvisorId },
        },
        lines: [
          'Form 1040, married filing jointly: Jordan and Alex Carter.',
          'Prepared by Marcus Lee, CPA, Lee & Ortiz CPAs.',
        ],
      },
    ],
  };
}

/** Small PDFs made on the fly, uploaded through the document hub as the owner. */
export async function seedDemoDocuments(
  documents: DocumentService,
  owner: Actor,
  records: { homeId: string; attorneyId: string; cpaAdvisorId: string },
  now: Date,
): Promise<{ count: number; willScanId: string; trustScanId: string }> {
  const files = demoFiles(records, now);
  const upload = async (file: DemoFile) => {
    const bytes = await renderDemoPdf(file.details.name, file.lines);
    const details = ZDocumentDetails.parse(file.details);
    return documents.create(owner, () =>
      Promise.resolve({ fileName: file.fileName, bytes, details }),
    );
  };
  const willScan = await upload(files.willScan);
  const trustScan = await upload(files.trustScan);
  for (const file of files.others) await upload(file);
  return {
    count: 2 + files.others.length,
    willScanId: willScan.id,
    trustScanId: trustScan.id,
  };
}
