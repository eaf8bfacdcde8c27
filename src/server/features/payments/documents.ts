/**
 * Wordhive Pay's tax documents (docs/decisions/110): issues what a payment or a membership purchase
 * calls for (invoice-lines.ts), each once, numbered per issuer, series and year without gaps, with
 * the parties' legal details and VAT as they stand at that moment; lists and finds them for the
 * members they concern. Documents are issued right after the money moved (routes.ts), when
 * someone asks for them, and by a sweep that catches up whatever a crash left behind.
 */
import type { FastifyRequest } from 'fastify';
import {
  DOCUMENTS_PAGE_SIZE,
  type DocumentContent,
  type DocumentParty,
  type DocumentSummary,
  INVOICE_MESSAGES,
  PLATFORM_ENTITY,
  SERIES,
  type TaxParty,
  taxOf,
  vatIn,
} from '../../../contract/invoicing.ts';
import { MESSAGES } from '../../../contract/payments.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { DocumentRepository, DocumentRow } from './documents-repository.ts';
import { type DocumentPlan, paymentDocuments, purchaseDocuments } from './invoice-lines.ts';

/** Wordhive's own legal details, from the settings (PAY_ISSUER_*); no VAT rate: not registered. */
export interface PlatformIssuer {
  name: string;
  address: string;
  country: string;
  taxId: string;
  vatRateBp: number | null;
}

/** How many payments or purchases one round of the sweep takes. */
const SWEEP_BATCH = 500;

type Viewer = FastifyRequest['viewer'];

const mayRead = (doc: DocumentRow, viewer: Viewer) =>
  viewer.isAdmin || doc.issuerEntityId === viewer.entityId || doc.customerEntityId === viewer.entityId;

export function createDocuments(deps: { repo: DocumentRepository; platform: PlatformIssuer; now?: () => number }) {
  const { repo, platform } = deps;
  const now = deps.now ?? Date.now;

  async function party(entityId: number): Promise<DocumentParty & TaxParty> {
    if (entityId === PLATFORM_ENTITY) {
      return {
        entityId,
        name: platform.name,
        address: platform.address,
        country: platform.country,
        taxId: platform.taxId,
        vatRegistered: platform.vatRateBp !== null,
        vatRateBp: platform.vatRateBp ?? 0,
        // Wordhive sells across the EU: a business customer in another member state self-accounts.
        reverseCharge: true,
      };
    }
    const row = await repo.party(entityId);
    return {
      entityId,
      name: row?.invoiceName || row?.name || '',
      address: row?.invoiceAddress ?? '',
      country: row?.country ?? '',
      taxId: row?.taxId ?? '',
      vatRegistered: row?.vatRegistered ?? false,
      vatRateBp: row?.vatRateBp ?? 0,
      reverseCharge: row?.reverseCharge ?? false,
    };
  }

  const detailsOf = ({ entityId, name, address, country, taxId }: DocumentParty): DocumentParty => ({
    entityId,
    name,
    address,
    country,
    taxId,
  });

  /**
   * What the document says. A credit note keeps its original's parties and tax as they were issued,
   * with its own lines: all of the original's, negative, or the part one refund gave back. Any other
   * document reads the parties now.
   */
  async function contentOf(plan: DocumentPlan, original: DocumentRow | undefined): Promise<DocumentContent> {
    const common = {
      paidAt: plan.at.toISOString(),
      method: plan.method,
      paymentId: plan.paymentId,
      jobId: plan.jobId,
      purchaseId: plan.purchaseId,
    };
    const priced = (tax: DocumentContent['tax']) => {
      const lines = plan.lines.map((l) => {
        const vat = vatIn(l.gross, tax);
        return { text: l.text, net: l.gross - vat, vat, gross: l.gross };
      });
      const sum = (key: 'net' | 'vat' | 'gross') => lines.reduce((s, l) => s + l[key], 0);
      return { lines, net: sum('net'), vat: sum('vat'), total: sum('gross') };
    };
    if (original) {
      const was = original.content as DocumentContent;
      return {
        ...was,
        ...common,
        ...priced(was.tax),
        corrects: { number: original.number, issuedAt: original.issuedAt.toISOString() },
      };
    }
    const [issuer, customer] = await Promise.all([party(plan.issuerEntityId), party(plan.customerEntityId)]);
    const tax = taxOf(issuer, customer);
    return {
      ...common,
      issuer: detailsOf(issuer),
      customer: detailsOf(customer),
      tax,
      ...priced(tax),
      currency: plan.currency as DocumentContent['currency'],
      corrects: null,
    };
  }

  /** Issues one planned document unless it exists; `at` is its date of issue. */
  async function issue(plan: DocumentPlan, at: Date): Promise<DocumentRow> {
    const existing = await repo.bySource(plan.source);
    if (existing) return existing;
    const original = plan.corrects ? await repo.bySource(plan.corrects) : undefined;
    if (plan.corrects && !original) throw new Error(`${plan.source} corrects ${plan.corrects}, which is not issued`);
    const content = await contentOf(plan, original);
    const issued = await repo.issue({
      source: plan.source,
      kind: plan.kind,
      series: SERIES[plan.kind],
      issuerEntityId: plan.issuerEntityId,
      customerEntityId: plan.customerEntityId,
      paymentId: plan.paymentId,
      purchaseId: plan.purchaseId,
      correctsId: original?.id ?? null,
      currency: plan.currency,
      total: content.total,
      content,
      issuedAt: at,
    });
    return issued ?? (await repo.bySource(plan.source))!;
  }

  /**
   * Issues, in order, every document the plans call for that is not issued yet: dated now, or (the
   * demo seed, whose history is made up) on the day each happened.
   */
  async function issueAll(plans: DocumentPlan[], dated: 'now' | 'when-it-happened') {
    const rows: DocumentRow[] = [];
    for (const plan of plans) rows.push(await issue(plan, dated === 'now' ? new Date(now()) : plan.at));
    return rows;
  }

  async function forPayment(paymentId: number, dated: 'now' | 'when-it-happened' = 'now') {
    const facts = await repo.payment(paymentId);
    return facts ? issueAll(paymentDocuments(facts), dated) : [];
  }
  async function forPurchase(purchaseId: number, dated: 'now' | 'when-it-happened' = 'now') {
    const facts = await repo.purchase(purchaseId);
    return facts ? issueAll(purchaseDocuments(facts), dated) : [];
  }

  async function summaries(rows: DocumentRow[]): Promise<DocumentSummary[]> {
    const names = await repo.names([...new Set(rows.flatMap((r) => [r.issuerEntityId, r.customerEntityId]))]);
    const who = (entityId: number, content: DocumentParty) => ({
      entityId,
      name: entityId === PLATFORM_ENTITY ? platform.name : (names.get(entityId) ?? content.name),
    });
    const numbers = new Map(rows.map((r) => [r.id, r.number]));
    return rows.map((r) => {
      const content = r.content as DocumentContent;
      return {
        id: r.id,
        kind: r.kind as DocumentSummary['kind'],
        number: r.number,
        issuedAt: r.issuedAt.toISOString(),
        currency: r.currency as DocumentSummary['currency'],
        total: r.total,
        issuer: who(r.issuerEntityId, content.issuer),
        customer: who(r.customerEntityId, content.customer),
        paymentId: r.paymentId,
        purchaseId: r.purchaseId,
        corrects: r.correctsId === null ? null : (numbers.get(r.correctsId) ?? content.corrects?.number ?? null),
      };
    });
  }

  /** The payment, if the viewer is its payer, its payee or an admin; 404 for anyone else (as the payment itself). */
  async function paymentFor(viewer: Viewer, paymentId: number) {
    const facts = await repo.payment(paymentId);
    const party = facts && (facts.payerEntityId === viewer.entityId || facts.payeeEntityId === viewer.entityId);
    if (!facts || (!party && !viewer.isAdmin)) throw notFound(MESSAGES.notFound);
    return facts;
  }

  return {
    forPayment,
    forPurchase,
    issuePlans: issueAll,

    /** Issues what crashes or earlier versions left unissued, oldest first; answers how many sources it looked at. */
    async sweep(): Promise<number> {
      let looked = 0;
      for (;;) {
        const { payments, purchases } = await repo.missing(SWEEP_BATCH);
        for (const id of payments) await forPayment(id);
        for (const id of purchases) await forPurchase(id);
        looked += payments.length + purchases.length;
        if (payments.length < SWEEP_BATCH && purchases.length < SWEEP_BATCH) return looked;
      }
    },

    /** The documents of a payment the viewer may read (the payee's invoice to both; each receipt to its customer). */
    async ofPayment(viewer: Viewer, paymentId: number): Promise<DocumentSummary[]> {
      await paymentFor(viewer, paymentId);
      const rows = await forPayment(paymentId);
      return summaries(rows.filter((r) => mayRead(r, viewer)));
    },

    /** The payment's invoice: 409 before it is funded, 404 once cancelled unfunded (there never will be one). */
    async invoiceOf(viewer: Viewer, paymentId: number): Promise<DocumentRow> {
      const facts = await paymentFor(viewer, paymentId);
      if (!facts.fundedAt) {
        if (facts.cancelledAt) throw notFound(INVOICE_MESSAGES.cancelledUnfunded);
        throw new HttpError(409, INVOICE_MESSAGES.notFunded);
      }
      const rows = await forPayment(paymentId);
      return rows.find((r) => r.kind === 'invoice')!;
    },

    async document(viewer: Viewer, documentId: number): Promise<DocumentRow> {
      const row = await repo.byId(documentId);
      if (!row || !mayRead(row, viewer)) throw notFound(INVOICE_MESSAGES.documentNotFound);
      return row;
    },

    async receiptOf(viewer: Viewer, purchaseId: number): Promise<DocumentRow> {
      const purchase = await repo.purchase(purchaseId);
      if (!purchase || (purchase.entityId !== viewer.entityId && !viewer.isAdmin))
        throw notFound(INVOICE_MESSAGES.purchaseNotFound);
      const [receipt] = await forPurchase(purchaseId);
      return receipt!;
    },

    async list(entityId: number, year: number | undefined, page: number) {
      const { items, total } = await repo.list(entityId, year, page);
      return { items: await summaries(items), total, page, pageSize: DOCUMENTS_PAGE_SIZE };
    },
  };
}

export type Documents = ReturnType<typeof createDocuments>;
