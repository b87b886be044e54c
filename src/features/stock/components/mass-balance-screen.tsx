import { Button, chakra, Field, Flex, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDown, FileText, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListRelayDepots } from '@generated/api/relay-depots/relay-depots';
import {
  getGetMassBalanceQueryKey,
  getMassBalanceCsv,
  getMassBalancePdf,
  useCloseStockPeriod,
  useGetMassBalance,
} from '@generated/api/stock/stock';
import type { MassBalance } from '@generated/model';
import { downloadFile } from '@/components/data-table/csv';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Denied } from '@/components/feedback/denied';
import { FailureAlert } from '@/components/feedback/failure-alert';
import { notifyError, notifySuccess } from '@/components/feedback/toaster';
import { OptionSelect } from '@/components/form/option-select';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { DAY, dayOfDate } from '@/lib/contract-values';
import { useFormat } from '@/lib/format';
import type { ApiError } from '@/lib/http-client';
import { useCan } from '@/lib/permissions';

/** The last whole month: what a period's closing usually covers. */
export const defaultPeriod = (today = new Date()) => {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: dayOfDate(first), to: dayOfDate(last) };
};

/** What is wrong with a period, in the server's words, or nothing (three months at most). */
export const periodProblem = (from: string, to: string) => {
  if (to < from) return 'period.order';
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + 3);
  return to >= dayOfDate(limit) ? 'period.tooLong' : undefined;
};

interface Line {
  label: string;
  holders?: number;
  vouchers?: number;
  /** None on the line that says no stock was measured: it is not a measure of 0 L. */
  litres?: number;
  kg?: number;
  strong?: boolean;
}

/** The figures in the order the PDF prints them (server/resources/stock/lines.ts). */
function useLines(balance: MassBalance): Line[] {
  const { t } = useTranslation('stock');
  const format = useFormat();
  const lines: Line[] = [{ label: t('figures.opening'), ...balance.opening, strong: true }];
  for (const input of balance.inputs) {
    lines.push({
      label: t('figures.input', {
        category: input.category ? t(`figures.category.${input.category}`) : '',
      }),
      holders: input.holders,
      vouchers: input.vouchers,
      litres: input.litres,
      kg: input.kg,
    });
  }
  lines.push(
    { label: t('figures.inputTotal'), ...balance.inputTotal, strong: true },
    { label: t('figures.transfersIn'), ...balance.transfersIn },
    { label: t('figures.transfersOut'), ...balance.transfersOut },
    ...balance.outputs.map((output) => ({
      label: output.buyer
        ? t('figures.output', {
            buyer: output.buyer.name,
            country: output.buyer.country,
            certificate: output.buyer.certificateNumber,
            count: output.shipments,
          })
        : t('figures.noShipment'),
      litres: output.litres,
      kg: output.kg,
    })),
    { label: t('figures.outputTotal'), ...balance.outputTotal, strong: true },
    { label: t('figures.losses'), ...balance.losses },
    { label: t('figures.adjustments'), ...balance.adjustments },
    { label: t('figures.closing'), ...balance.closing, strong: true },
  );
  const measured = balance.measured;
  if (measured) {
    lines.push(
      {
        label: t('figures.measured', { on: format.day(measured.on) }),
        litres: measured.measuredLitres,
      },
      { label: t('figures.ledgerThen'), litres: measured.ledgerLitres },
      { label: t('figures.difference'), litres: measured.differenceLitres, strong: true },
    );
  } else {
    lines.push({ label: t('figures.noMeasure') });
  }
  lines.push({
    label: t('figures.withoutDepot'),
    vouchers: balance.withoutDepot.vouchers,
    litres: balance.withoutDepot.litres,
  });
  return lines;
}

function Figures({ balance }: { balance: MassBalance }) {
  const { t } = useTranslation('stock');
  const format = useFormat();
  const lines = useLines(balance);
  const count = (value: number | undefined) => (value === undefined ? '' : format.number(value));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" px="3" pt="2">
          {t('figures.caption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('figures.line')}</Table.ColumnHeader>
            {(['holders', 'vouchers', 'litres', 'kg'] as const).map((key) => (
              <Table.ColumnHeader key={key} scope="col" textAlign="end">
                {t(`figures.${key}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => (
            <Table.Row key={index} fontWeight={line.strong ? 'semibold' : undefined}>
              {/* The label wraps: the figures stay in view on a phone. */}
              <Table.Cell whiteSpace="normal" minW="9rem">
                {line.label}
              </Table.Cell>
              <Table.Cell textAlign="end">{count(line.holders)}</Table.Cell>
              <Table.Cell textAlign="end">{count(line.vouchers)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {line.litres === undefined ? '' : format.litres(line.litres)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {line.kg === undefined ? '' : `${format.number(line.kg)}\u00a0kg`}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The mass balance of a period for a depot or every depot of the caller's area: its figures
 * as the PDF prints them, its CSV and PDF, and the closing of the period for one depot. Depot
 * and period live in the URL.
 */
export function MassBalanceScreen() {
  const { t } = useTranslation('stock');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const mayRead = useCan('stock', 'READ');
  const mayClose = useCan('stock', 'UPDATE');
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const fallback = defaultPeriod();
  const day = (key: string, otherwise: string) => {
    const value = search.get(key);
    return value && DAY.test(value) ? value : otherwise;
  };
  const state = {
    relayDepotId: search.get('depot') ?? '',
    from: day('from', fallback.from),
    to: day('to', fallback.to),
  };
  const [typed, setTyped] = useState<Partial<typeof state>>({});
  const draft = { ...state, ...typed };
  const [closing, setClosing] = useState(false);
  const problem = periodProblem(state.from, state.to);
  const params = {
    from: state.from,
    to: state.to,
    ...(state.relayDepotId ? { relayDepotId: state.relayDepotId } : {}),
  };
  const balance = useGetMassBalance(params, {
    query: { enabled: mayRead && !problem, placeholderData: keepPreviousData },
  });
  const depots = useListRelayDepots(
    { limit: 100, sortField: 'name', sortOrder: 'asc' },
    { query: { enabled: mayRead } },
  );
  const close = useCloseStockPeriod<ApiError>();
  const exporting = useMutation({
    mutationFn: async (kind: 'csv' | 'pdf') => {
      const name = `${t('exportFileName')}-${state.from}-${state.to}.${kind}`;
      if (kind === 'pdf') downloadFile(name, await getMassBalancePdf(params));
      else {
        const csv = await getMassBalanceCsv(params);
        downloadFile(name, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      }
    },
    onError: (error: ApiError) => notifyError(error.message),
  });

  if (!mayRead) return <Denied />;

  const draftProblem =
    DAY.test(draft.from) && DAY.test(draft.to) ? periodProblem(draft.from, draft.to) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draftProblem || !DAY.test(draft.from) || !DAY.test(draft.to)) return;
    setTyped({});
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', draft.from);
        next.set('to', draft.to);
        if (draft.relayDepotId) next.set('depot', draft.relayDepotId);
        else next.delete('depot');
        return next;
      },
      { replace: true },
    );
  };
  const confirmClose = () =>
    close.mutate(
      { id: state.relayDepotId, data: { from: state.from, to: state.to } },
      {
        onSuccess: () => {
          setClosing(false);
          notifySuccess(t('closing.done'));
          void queryClient.invalidateQueries({ queryKey: getGetMassBalanceQueryKey() });
        },
        onError: (error) => {
          setClosing(false);
          notifyError(error.body.details?.issues?.[0]?.message ?? error.message);
        },
      },
    );
  const title = t('title');
  const data = balance.data;
  const error = balance.error?.message ?? (problem && t(problem));

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: tc('nav.home'), to: paths.main.root }, { label: title }]}
      />
      <Text color="fg.muted" mt="-3" mb="5" maxW="48rem">
        {t('intro')}
      </Text>

      <chakra.form onSubmit={submit} noValidate mb="6" aria-label={t('period.legend')}>
        <Flex gap="3" wrap="wrap" align="start">
          <Field.Root w={{ base: '100%', sm: '18rem' }}>
            <Field.Label>{t('period.depot')}</Field.Label>
            <OptionSelect
              size="sm"
              empty={t('period.allDepots')}
              options={(depots.data?.items ?? []).map((depot) => ({
                value: depot.id,
                label: `${depot.name} · ${depot.code}`,
              }))}
              value={draft.relayDepotId}
              onChange={(event) => setTyped({ ...typed, relayDepotId: event.target.value })}
            />
          </Field.Root>
          <Field.Root w={{ base: 'calc(50% - 6px)', sm: '11rem' }} invalid={!!draftProblem}>
            <Field.Label>{t('period.from')}</Field.Label>
            <Input
              type="date"
              size="sm"
              value={draft.from}
              onChange={(event) => setTyped({ ...typed, from: event.target.value })}
            />
          </Field.Root>
          <Field.Root w={{ base: 'calc(50% - 6px)', sm: '11rem' }} invalid={!!draftProblem}>
            <Field.Label>{t('period.to')}</Field.Label>
            <Input
              type="date"
              size="sm"
              value={draft.to}
              onChange={(event) => setTyped({ ...typed, to: event.target.value })}
            />
            {draftProblem && <Field.ErrorText>{t(draftProblem)}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand" mt={{ sm: '6' }}>
            {t('period.show')}
          </Button>
        </Flex>
      </chakra.form>

      {error ? (
        <FailureAlert failure={{ kind: 'error', title: tc('table.error'), message: error }} />
      ) : (
        <Stack gap="4">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text color="fg.muted" fontSize="sm">
              {data && data.depots.length === 1
                ? data.closedThrough
                  ? t('closing.closedThrough', { day: format.day(data.closedThrough) })
                  : t('closing.open')
                : t('closing.oneDepot')}
            </Text>
            <HStack gap="2" wrap="wrap">
              {(['csv', 'pdf'] as const).map((kind) => (
                <Button
                  key={kind}
                  size="sm"
                  variant="outline"
                  aria-label={t(`exports.${kind}Of`)}
                  disabled={!data}
                  loading={exporting.isPending && exporting.variables === kind}
                  onClick={() => exporting.mutate(kind)}
                >
                  {kind === 'csv' ? (
                    <FileDown size={16} aria-hidden />
                  ) : (
                    <FileText size={16} aria-hidden />
                  )}{' '}
                  {t(`exports.${kind}`)}
                </Button>
              ))}
              {mayClose && data && data.depots.length === 1 && state.relayDepotId && (
                <Button size="sm" colorPalette="brand" onClick={() => setClosing(true)}>
                  <Lock size={16} aria-hidden /> {t('closing.close')}
                </Button>
              )}
            </HStack>
          </Flex>
          {data ? <Figures balance={data} /> : <Text color="fg.muted">{tc('table.loading')}</Text>}
        </Stack>
      )}
      <ConfirmDialog
        open={closing}
        title={t('closing.close')}
        message={t('closing.confirm', { from: format.day(state.from), to: format.day(state.to) })}
        confirmLabel={t('closing.close')}
        cancelLabel={t('adjustment.cancel')}
        busy={close.isPending}
        onConfirm={confirmClose}
        onCancel={() => setClosing(false)}
      />
    </>
  );
}
