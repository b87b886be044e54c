import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { Dices, FileDown, FileText } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  getGetOriginRegisterQueryKey,
  getOriginRegister,
  getOriginRegisterPdf,
  useGetOriginRegister,
} from '@generated/api/origin-register/origin-register';
import type { OriginRegisterPart } from '@generated/model';
import { downloadFile, exportCsv, saveCsv } from '@/components/data-table/csv';
import { DataTable } from '@/components/data-table/data-table';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { DAY } from '@/lib/contract-values';
import { useFormat } from '@/lib/format';
import type { ApiError } from '@/lib/http-client';
import { useCan } from '@/lib/permissions';
import {
  parseSeed,
  periodProblem,
  registerStateOf,
  SAMPLE_PAGE_SIZE,
  samplePageOf,
  type RegisterState,
} from '../api/register-state';
import { useRegisterColumns } from './origin-register-columns';

/** The period, seed and page the URL holds, so that a link gives the same register and sample. */
function useRegisterState() {
  const [search, setSearch] = useSearchParams();
  const state = { ...registerStateOf(search), samplePage: samplePageOf(search) };
  type Key = keyof RegisterState | 'samplePage';
  const update = (changes: Partial<Record<Key, string | number | undefined>>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return [state, update] as const;
}

/** The message of a refused call: the server's word on the field, else its message. */
const messageOf = (error: ApiError | null) =>
  error ? (error.body.details?.issues?.[0]?.message ?? error.message) : undefined;

/**
 * The auditor's exports of a period: the register of the points of origin (every holder of the
 * area, its declaration at the period's end, what was collected), the sample to call drawn from
 * a seed, each as CSV and PDF. Period, seed and page live in the URL.
 */
export function OriginRegisterScreen() {
  const { t } = useTranslation('originRegister');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const mayRead = useCan('declaration', 'READ');
  const queryClient = useQueryClient();
  const [state, update] = useRegisterState();
  // What is typed and not yet shown; a field left alone shows the URL's value.
  const [typed, setTyped] = useState<{ from?: string; to?: string; seed?: string }>({});
  const draft = {
    from: typed.from ?? state.from,
    to: typed.to ?? state.to,
    seed: typed.seed ?? (state.seed === undefined ? '' : String(state.seed)),
  };
  const problem = periodProblem(state.from, state.to);
  // The call a first visit made already (registerRequest): the same parameters, in one place.
  const { samplePage, ...params } = state;
  const register = useGetOriginRegister(params, {
    query: { enabled: mayRead && !problem, placeholderData: keepPreviousData },
  });
  const data = register.data;

  // The seed the server chose goes into the URL (and the seed field), so that the next page, a
  // reload or a shared link draws the same sample; its answer is that of the URL with the seed.
  useEffect(() => {
    if (state.seed !== undefined || !data || register.isPlaceholderData) return;
    queryClient.setQueryData(getGetOriginRegisterQueryKey({ ...params, seed: data.seed }), data);
    // A new draw asks the server again rather than finding this one under the seedless key.
    queryClient.removeQueries({ queryKey: getGetOriginRegisterQueryKey(params), exact: true });
    update({ seed: data.seed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer without a seed
  }, [data, state.seed]);

  const { columns, sampleColumns, csvColumns, sampleCsvColumns } = useRegisterColumns(data);

  const exporting = useMutation({
    mutationFn: async ({ part, kind }: { part: OriginRegisterPart; kind: 'csv' | 'pdf' }) => {
      if (!data) return;
      const base = { from: data.from, to: data.to, seed: data.seed };
      const name = `${part === 'sample' ? t('sample.fileName') : t('exportFileName')}-${data.from}-${data.to}-${data.seed}`;
      if (kind === 'pdf') {
        downloadFile(`${name}.pdf`, await getOriginRegisterPdf({ ...base, part }));
      } else if (part === 'sample') {
        saveCsv(sampleCsvColumns, data.sample, `${name}.csv`);
      } else {
        await exportCsv(getOriginRegister, base, csvColumns, `${name}.csv`);
      }
    },
  });

  if (!mayRead) return <Denied />;

  const draftProblem =
    DAY.test(draft.from) && DAY.test(draft.to) ? periodProblem(draft.from, draft.to) : undefined;
  const draftSeedWrong = draft.seed.trim() !== '' && parseSeed(draft.seed.trim()) === undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draftProblem || draftSeedWrong || !DAY.test(draft.from) || !DAY.test(draft.to)) return;
    const seed = parseSeed(draft.seed.trim());
    setTyped({});
    update({ from: draft.from, to: draft.to, seed, page: undefined, samplePage: undefined });
  };
  const redraw = () => {
    setTyped((current) => ({ ...current, seed: undefined }));
    update({ seed: undefined, page: undefined, samplePage: undefined });
  };
  const exportButtons = (part: OriginRegisterPart) => {
    const what = t(`exports.${part}`);
    const busy = (kind: 'csv' | 'pdf') =>
      exporting.isPending && exporting.variables.part === part && exporting.variables.kind === kind;
    return (
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('exports.csvOf', { what })}
          disabled={!data}
          loading={busy('csv')}
          onClick={() => exporting.mutate({ part, kind: 'csv' })}
        >
          <FileDown size={16} aria-hidden /> {t('exports.csv')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('exports.pdfOf', { what })}
          disabled={!data}
          loading={busy('pdf')}
          onClick={() => exporting.mutate({ part, kind: 'pdf' })}
        >
          <FileText size={16} aria-hidden /> {t('exports.pdf')}
        </Button>
      </HStack>
    );
  };
  const title = t('title');
  // The sample is whole in every answer: a page of it at a time, as the register.
  const samplePages = Math.ceil((data?.sample.length ?? 0) / SAMPLE_PAGE_SIZE);
  const sample = { page: Math.min(samplePage, Math.max(samplePages, 1)), pages: samplePages };
  // A row opens its holder.
  const holderPage = (row: { id: string }) => paths.main.holders.detail(row.id);
  const error = messageOf(register.error) ?? (problem && t(problem));

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
          <Field.Root w={{ base: '100%', sm: '14rem' }} invalid={draftSeedWrong}>
            <Field.Label>{t('period.seed')}</Field.Label>
            <Input
              size="sm"
              inputMode="numeric"
              autoComplete="off"
              value={draft.seed}
              onChange={(event) => setTyped({ ...typed, seed: event.target.value })}
            />
            {draftSeedWrong ? (
              <Field.ErrorText>{t('period.seedInvalid')}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('period.seedHint')}</Field.HelperText>
            )}
          </Field.Root>
          <HStack gap="2" alignSelf={{ base: 'stretch', sm: 'start' }} mt={{ sm: '6' }}>
            <Button type="submit" size="sm" colorPalette="brand">
              {t('period.show')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={redraw}>
              <Dices size={16} aria-hidden /> {t('period.redraw')}
            </Button>
          </HStack>
        </Flex>
      </chakra.form>

      {data && !error && (
        <Stack gap="1" mb="6">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {[
              [t('summary.holders'), format.number(data.holderCount)],
              [t('summary.sample'), format.number(data.sample.length)],
              [t('summary.litres'), format.litres(data.totals.litres)],
              [t('summary.kg'), `${format.number(data.totals.kg)}\u00a0kg`],
            ].map(([label, value]) => (
              <Box key={label} borderWidth="1px" borderRadius="l2" px="3" py="2">
                <Text fontSize="xs" color="fg.muted">
                  {label}
                </Text>
                <Text fontSize="lg" fontWeight="semibold" data-nowrap="">
                  {value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted">
            {t('summary.density', { density: format.number(data.kgPerLitre) })}
          </Text>
        </Stack>
      )}

      {/* A failure shows once, in the register's place. */}
      {!error && (
        <Stack as="section" gap="3" mb="8" aria-labelledby="origin-register-sample">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Stack gap="0">
              <Heading as="h2" size="md" id="origin-register-sample">
                {t('sample.title')}
              </Heading>
              {data && (
                <Text fontSize="sm" color="fg.muted">
                  {t('sample.hint', { seed: data.seed })}
                </Text>
              )}
            </Stack>
            {exportButtons('sample')}
          </Flex>
          <DataTable
            caption={t('sample.caption')}
            columns={sampleColumns}
            rows={data?.sample.slice(
              (sample.page - 1) * SAMPLE_PAGE_SIZE,
              sample.page * SAMPLE_PAGE_SIZE,
            )}
            getRowId={(row) => row.id}
            rowHref={holderPage}
            loading={register.isPending}
            sortOrder="asc"
            onSort={() => undefined}
            skeletonRows={4}
          />
          {data && sample.pages > 1 && (
            <PaginationBar
              label={t('sample.pagination')}
              page={sample.page}
              limit={SAMPLE_PAGE_SIZE}
              totalItems={data.sample.length}
              totalPages={sample.pages}
              onPageChange={(page) => update({ samplePage: page })}
            />
          )}
        </Stack>
      )}

      <Stack as="section" gap="3" aria-labelledby="origin-register-register">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="origin-register-register">
            {t('register.title')}
          </Heading>
          {exportButtons('register')}
        </Flex>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={data?.items}
          getRowId={(row) => row.id}
          rowHref={holderPage}
          loading={register.isPending && !problem}
          error={error}
          onRetry={problem ? undefined : () => void register.refetch()}
          sortOrder="asc"
          onSort={() => undefined}
          skeletonRows={8}
        />
        {data && !error && data.meta.totalItems > 0 && (
          <PaginationBar
            page={state.page}
            limit={state.limit}
            totalItems={data.meta.totalItems}
            totalPages={data.meta.totalPages}
            onPageChange={(page) => update({ page })}
            onLimitChange={(limit) => update({ limit, page: undefined })}
          />
        )}
      </Stack>
    </>
  );
}
