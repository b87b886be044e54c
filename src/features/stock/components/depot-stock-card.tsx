import {
  Alert,
  Button,
  Card,
  chakra,
  Field,
  Flex,
  HStack,
  Input,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, Scale } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetStockBalanceQueryKey,
  getListStockEntriesQueryKey,
  useCreateStockAdjustment,
  useCreateStockTransfer,
  useGetStockBalance,
  useListStockEntries,
} from '@generated/api/stock/stock';
import {
  getGetRelayDepotQueryKey,
  useListRelayDepots,
} from '@generated/api/relay-depots/relay-depots';
import type { StockEntry, StockEntryKind } from '@generated/model';
import { StockEntryKind as KINDS } from '@generated/model';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { DayRangeFilter, FilterSelect } from '@/components/data-table/list-filters';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { OptionSelect } from '@/components/form/option-select';
import { notifySuccess } from '@/components/feedback/toaster';
import { DAY, dayOfDate, toNumber } from '@/lib/contract-values';
import { useFormat } from '@/lib/format';
import type { ApiError } from '@/lib/http-client';
import { useCan } from '@/lib/permissions';
import { BalanceChart } from './balance-chart';

/** The depot's ledger as a table: day, movement, quantities, its document and reason. */
function useLedgerColumns(): Column<StockEntry>[] {
  const { t } = useTranslation('stock');
  const format = useFormat();
  const reference = (entry: StockEntry) => {
    if (entry.voucher) return t('ledger.voucher', { number: entry.voucher.number });
    if (entry.shipmentId) return t('ledger.shipment', { id: entry.shipmentId.slice(0, 8) });
    if (entry.transferId) return t('ledger.transfer', { id: entry.transferId.slice(0, 8) });
    return '';
  };
  return [
    { key: 'day', header: t('ledger.day'), cell: (e) => format.day(e.occurredOn) },
    { key: 'kind', header: t('ledger.kind'), cell: (e) => t(`kind.${e.kind}`) },
    {
      key: 'litres',
      header: t('ledger.litres'),
      numeric: true,
      cell: (e) => format.litres(e.litres),
    },
    {
      key: 'kg',
      header: t('ledger.kg'),
      numeric: true,
      cell: (e) => `${format.number(e.kg)}\u00a0kg`,
      hideBelow: '40rem',
    },
    {
      key: 'density',
      header: t('ledger.density'),
      numeric: true,
      cell: (e) => format.plain(e.density),
      hideBelow: '48rem',
    },
    { key: 'reference', header: t('ledger.reference'), cell: reference },
    {
      key: 'reason',
      header: t('ledger.reason'),
      cell: (e) =>
        [
          e.reason,
          e.measuredLitres === null
            ? null
            : t('ledger.measured', { litres: format.litres(e.measuredLitres) }),
        ]
          .filter(Boolean)
          .join(' · '),
      hideBelow: '56rem',
    },
  ];
}

/** After a movement: the depots' ledgers, balances and records are read again. */
function useRefreshStock() {
  const queryClient = useQueryClient();
  return (...depotIds: string[]) => {
    for (const depotId of depotIds) {
      for (const queryKey of [
        getListStockEntriesQueryKey(depotId),
        getGetStockBalanceQueryKey(depotId),
        getGetRelayDepotQueryKey(depotId),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
  };
}

/** A movement's form: its title, the server's refusal, its fields, then save and cancel. */
function MovementForm(props: {
  title: string;
  error: ApiError | null;
  saving: boolean;
  onSubmit: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('stock');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={props.title}>
      <Stack gap="3" borderWidth="1px" borderRadius="l2" p="3">
        <Text fontWeight="semibold">{props.title}</Text>
        {props.error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{props.error.message}</Alert.Title>
          </Alert.Root>
        )}
        {props.children}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={props.saving}>
            {t('adjustment.save')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={props.onDone}>
            {t('adjustment.cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** What a movement's form types: its litres (above 0) and its day, today unless changed. */
function useLitresAndDay() {
  const [litres, setLitres] = useState('');
  const [occurredOn, setOccurredOn] = useState(() => dayOfDate(new Date()));
  const amount = toNumber(litres) ?? 0;
  return { litres, setLitres, occurredOn, setOccurredOn, amount, amountWrong: !(amount > 0) };
}

/** The litres and day fields of a movement's form. */
function LitresAndDayFields({
  label,
  width,
  invalid,
  value,
}: {
  label: string;
  width: string;
  invalid: boolean;
  value: ReturnType<typeof useLitresAndDay>;
}) {
  const { t } = useTranslation('stock');
  return (
    <>
      <Field.Root required invalid={invalid} w={{ base: 'full', sm: width }}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          size="sm"
          inputMode="decimal"
          value={value.litres}
          onChange={(event) => value.setLitres(event.target.value)}
        />
        <Field.ErrorText>{t('adjustment.positive')}</Field.ErrorText>
      </Field.Root>
      <Field.Root required w={{ base: 'full', sm: '11rem' }}>
        <Field.Label>
          {t('adjustment.occurredOn')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.occurredOn}
          onChange={(event) => value.setOccurredOn(event.target.value)}
        />
      </Field.Root>
    </>
  );
}

/** Oil sent to another depot of the area: its litres, day and reason. */
function TransferForm({ depotId, onDone }: { depotId: string; onDone: () => void }) {
  const { t } = useTranslation('stock');
  const refresh = useRefreshStock();
  const depots = useListRelayDepots({ limit: 100, sortField: 'name', sortOrder: 'asc' });
  const [toDepotId, setToDepotId] = useState('');
  const quantity = useLitresAndDay();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateStockTransfer<ApiError>();
  const submit = () => {
    setSubmitted(true);
    const { amount, amountWrong, occurredOn } = quantity;
    if (amountWrong || !toDepotId || !DAY.test(occurredOn)) return;
    create.mutate(
      {
        data: {
          fromDepotId: depotId,
          toDepotId,
          litres: amount,
          occurredOn,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('transfer.saved'));
          refresh(depotId, toDepotId);
          onDone();
        },
      },
    );
  };
  return (
    <MovementForm
      title={t('transfer.title')}
      error={create.error}
      saving={create.isPending}
      onSubmit={submit}
      onDone={onDone}
    >
      <Flex gap="3" wrap="wrap">
        <Field.Root required invalid={submitted && !toDepotId} w={{ base: 'full', sm: '18rem' }}>
          <Field.Label>
            {t('transfer.to')}
            <Field.RequiredIndicator />
          </Field.Label>
          <OptionSelect
            size="sm"
            empty={t('transfer.choose')}
            options={(depots.data?.items ?? [])
              .filter((depot) => depot.id !== depotId)
              .map((depot) => ({ value: depot.id, label: `${depot.name} · ${depot.code}` }))}
            value={toDepotId}
            onChange={(event) => setToDepotId(event.target.value)}
          />
          <Field.ErrorText>{t('adjustment.required')}</Field.ErrorText>
        </Field.Root>
        <LitresAndDayFields
          label={t('transfer.litres')}
          width="10rem"
          invalid={submitted && quantity.amountWrong}
          value={quantity}
        />
      </Flex>
      <Field.Root>
        <Field.Label>{t('adjustment.reason')}</Field.Label>
        <Input size="sm" value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field.Root>
    </MovementForm>
  );
}

/** A loss (litres drained) or a measured stock, with its day and reason. */
function AdjustmentForm({ depotId, onDone }: { depotId: string; onDone: () => void }) {
  const { t } = useTranslation('stock');
  const refresh = useRefreshStock();
  const [mode, setMode] = useState<'loss' | 'measure'>('loss');
  const quantity = useLitresAndDay();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateStockAdjustment<ApiError>();
  const reasonWrong = reason.trim() === '';
  const submit = () => {
    setSubmitted(true);
    const { amount, amountWrong, occurredOn } = quantity;
    if (amountWrong || reasonWrong || !DAY.test(occurredOn)) return;
    create.mutate(
      {
        id: depotId,
        data: {
          ...(mode === 'loss' ? { litres: -amount } : { measuredLitres: amount }),
          occurredOn,
          reason: reason.trim(),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('adjustment.saved'));
          refresh(depotId);
          onDone();
        },
      },
    );
  };
  return (
    <MovementForm
      title={t('adjustment.title')}
      error={create.error}
      saving={create.isPending}
      onSubmit={submit}
      onDone={onDone}
    >
      <RadioGroup.Root
        value={mode}
        onValueChange={(details) => setMode(details.value === 'measure' ? 'measure' : 'loss')}
        aria-label={t('adjustment.mode')}
      >
        <HStack gap="4" wrap="wrap">
          {(['loss', 'measure'] as const).map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`adjustment.${value}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <Flex gap="3" wrap="wrap">
        <LitresAndDayFields
          label={t(mode === 'loss' ? 'adjustment.lossLitres' : 'adjustment.measuredLitres')}
          width="12rem"
          invalid={submitted && quantity.amountWrong}
          value={quantity}
        />
      </Flex>
      <Field.Root required invalid={submitted && reasonWrong}>
        <Field.Label>
          {t('adjustment.reason')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          size="sm"
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Field.ErrorText>{t('adjustment.required')}</Field.ErrorText>
      </Field.Root>
    </MovementForm>
  );
}

/**
 * A depot's stock on its page: its balance day by day (a chart and its table), then its ledger,
 * paged and filtered by kind and period; an adjustment or a transfer to another depot for those
 * who may move its stock.
 */
export function DepotStockCard({ depotId }: { depotId: string }) {
  const { t } = useTranslation('stock');
  const mayRead = useCan('stock', 'READ');
  const mayAdjust = useCan('stock', 'CREATE');
  const columns = useLedgerColumns();
  const [filters, setFilters] = useState<Partial<Record<'kind' | 'from' | 'to', string>>>({});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [moving, setMoving] = useState<'adjustment' | 'transfer' | null>(null);
  const ledger = useListStockEntries(
    depotId,
    {
      page,
      limit,
      ...(filters.kind ? { kind: filters.kind as StockEntryKind } : {}),
      ...(filters.from && DAY.test(filters.from) ? { from: filters.from } : {}),
      ...(filters.to && DAY.test(filters.to) ? { to: filters.to } : {}),
    },
    { query: { enabled: mayRead, placeholderData: keepPreviousData } },
  );
  const balance = useGetStockBalance(depotId, undefined, { query: { enabled: mayRead } });
  if (!mayRead) return null;
  const filter = (changes: Partial<Record<'kind' | 'from' | 'to', string | undefined>>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  return (
    <Card.Root mt="5" as="section" aria-labelledby="depot-stock-title">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title id="depot-stock-title">{t('ledger.title')}</Card.Title>
          {mayAdjust && !moving && (
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={() => setMoving('adjustment')}>
                <Scale size={16} aria-hidden /> {t('adjustment.open')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setMoving('transfer')}>
                <ArrowRightLeft size={16} aria-hidden /> {t('transfer.open')}
              </Button>
            </HStack>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {moving === 'adjustment' && (
            <AdjustmentForm depotId={depotId} onDone={() => setMoving(null)} />
          )}
          {moving === 'transfer' && (
            <TransferForm depotId={depotId} onDone={() => setMoving(null)} />
          )}
          <Stack gap="1" as="figure" aria-label={t('balance.title')}>
            <Text as="figcaption" fontWeight="semibold">
              {t('balance.title')}
            </Text>
            {balance.error ? (
              <Text color="fg.error">{t('balance.error')}</Text>
            ) : (
              balance.data && <BalanceChart balance={balance.data} />
            )}
          </Stack>
          <Flex gap="3" wrap="wrap" align="end">
            <FilterSelect
              label={t('ledger.kindFilter')}
              value={filters.kind}
              options={Object.values(KINDS).map((value) => ({
                value,
                label: t(`kind.${value}`),
              }))}
              onChange={(kind) => filter({ kind })}
              width={{ base: 'full', sm: '14rem' }}
            />
            <DayRangeFilter
              filters={filters}
              onChange={filter}
              from="from"
              to="to"
              labels={[t('ledger.from'), t('ledger.to')]}
            />
          </Flex>
          <DataTable
            caption={t('ledger.caption')}
            columns={columns}
            rows={ledger.data?.items}
            getRowId={(row) => row.id}
            loading={ledger.isPending}
            error={ledger.error ? t('ledger.error') : undefined}
            onRetry={() => void ledger.refetch()}
            sortOrder="desc"
            onSort={() => undefined}
            skeletonRows={5}
          />
          {ledger.data && ledger.data.meta.totalItems > 0 && (
            <PaginationBar
              page={page}
              limit={limit}
              totalItems={ledger.data.meta.totalItems}
              totalPages={ledger.data.meta.totalPages}
              onPageChange={setPage}
              onLimitChange={(value) => {
                setLimit(value);
                setPage(1);
              }}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
