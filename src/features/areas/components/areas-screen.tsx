import {
  Alert,
  Button,
  Card,
  Link as ChakraLink,
  HStack,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Map as MapIcon, Pencil, Plus, TriangleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListDelegations, useListRegions } from '@generated/api/areas/areas';
import type { Delegation, Region } from '@generated/model';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { PageHeader } from '@/components/layout/page-header';
import { usePreload } from '@/components/feedback/on-demand';
import { loadCombobox } from '@/components/pickers/search-combobox';
import { useUrlDrawer } from '@/components/layout/use-url-drawer';
import { paths } from '@/config/routes';
import { mayManageAreas } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';

// The drawers' forms load once the areas are on screen (or when one is opened first), with the
// zone's delegations field's combobox: a drawer's fields are there as it opens.
const loadDrawers = () =>
  Promise.all([import('./region-drawer'), import('./zone-drawer'), loadCombobox()]);
const RegionDrawer = lazy(() => loadDrawers().then(([m]) => ({ default: m.RegionDrawer })));
const ZoneDrawer = lazy(() => loadDrawers().then(([, m]) => ({ default: m.ZoneDrawer })));

/** What a zone serves: its delegations, and the governorates they lie in. */
const servedBy = (delegations: Delegation[], zoneId: string) => {
  const own = delegations.filter((delegation) => delegation.zoneId === zoneId);
  const governorates = [...new Set(own.map((delegation) => delegation.governorate?.name ?? ''))];
  return { count: own.length, governorates: governorates.sort((a, b) => a.localeCompare(b)) };
};

interface RegionCardProps {
  region: Region;
  delegations: Delegation[];
  regionHref: string;
  zoneHref: (id: string) => string;
}

/** A region, its rename action and its zones with what each serves. */
function RegionCard({ region, delegations, regionHref, zoneHref }: RegionCardProps) {
  const { t } = useTranslation('areas');
  return (
    <Card.Root size="sm" as="section" aria-label={region.name}>
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Card.Title as="h2" fontSize="md">
            {region.name}
          </Card.Title>
          <Button asChild size="xs" variant="outline">
            <Link to={regionHref} aria-label={t('rename', { name: region.name })}>
              <Pencil aria-hidden />
              {t('renameShort')}
            </Link>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {region.zones.length === 0 ? (
          <Text color="fg.muted">{t('noZone')}</Text>
        ) : (
          <Table.ScrollArea>
            {/* The same columns in every region's table; long lists of governorates wrap. */}
            <Table.Root size="sm" tableLayout="fixed">
              <Table.Caption srOnly>{region.name}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="35%">{t('columns.zone')}</Table.ColumnHeader>
                  <Table.ColumnHeader w="7rem" textAlign="end">
                    {t('columns.delegations')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.governorates')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {region.zones.map((zone) => {
                  const served = servedBy(delegations, zone.id);
                  return (
                    <Table.Row key={zone.id}>
                      <Table.Cell>
                        <ChakraLink asChild fontWeight="medium" color="brand.fg">
                          <Link to={zoneHref(zone.id)}>{zone.name}</Link>
                        </ChakraLink>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{served.count}</Table.Cell>
                      <Table.Cell whiteSpace="normal">{served.governorates.join(', ')}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The organisation's map, for super administrators: each region with its zones and what they
 * serve; a region or a zone opens in a drawer over it (`?region=<id>`, `?zone=<id>`, `new` for
 * a new one), where it is named, and a zone given its delegations.
 */
export function AreasScreen() {
  const { t } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const caller = useCaller();
  const allowed = !!caller && mayManageAreas(caller);
  const regions = useListRegions(undefined, { query: { enabled: allowed } });
  const delegations = useListDelegations(undefined, { query: { enabled: allowed } });
  const regionDrawer = useUrlDrawer('region');
  const zoneDrawer = useUrlDrawer('zone');
  usePreload(allowed && loadDrawers);

  const header = (
    <PageHeader
      title={t('title')}
      crumbs={[
        { label: tc('nav.home'), to: paths.main.root },
        { label: tc('nav.settings'), to: paths.main.settings },
        { label: t('title') },
      ]}
      actions={
        allowed && (
          <>
            <Button asChild size="sm" variant="outline">
              <Link to={regionDrawer.hrefFor('new')}>
                <Plus aria-hidden />
                {t('newRegion')}
              </Link>
            </Button>
            <Button asChild size="sm" colorPalette="brand">
              <Link to={zoneDrawer.hrefFor('new')}>
                <Plus aria-hidden />
                {t('newZone')}
              </Link>
            </Button>
          </>
        )
      }
    />
  );
  if (!allowed) {
    return (
      <>
        {header}
        <Denied />
      </>
    );
  }

  const failed = regions.error ?? delegations.error;
  const unserved = (delegations.data ?? []).filter((delegation) => !delegation.zoneId).length;
  let body;
  if (failed) {
    body = (
      <StatusPage
        icon={<TriangleAlert />}
        title={t('loadError')}
        description={failed.message}
        headingLevel="h2"
      >
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={() => void Promise.all([regions.refetch(), delegations.refetch()])}
        >
          {tc('actions.retry')}
        </Button>
      </StatusPage>
    );
  } else if (!regions.data || !delegations.data) {
    body = (
      <Stack gap="4" aria-busy="true">
        <Skeleton height="32" />
        <Skeleton height="32" />
      </Stack>
    );
  } else if (regions.data.length === 0) {
    body = (
      <StatusPage
        icon={<MapIcon />}
        title={t('title')}
        description={t('empty')}
        headingLevel="h2"
      />
    );
  } else {
    body = regions.data.map((region) => (
      <RegionCard
        key={region.id}
        region={region}
        delegations={delegations.data}
        regionHref={regionDrawer.hrefFor(region.id)}
        zoneHref={zoneDrawer.hrefFor}
      />
    ));
  }

  return (
    <>
      {header}
      <Stack gap="5">
        <Text color="fg.muted" maxW="4xl">
          {t('description')}
        </Text>
        {unserved > 0 && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{t('unserved', { count: unserved })}</Alert.Description>
          </Alert.Root>
        )}
        {body}
      </Stack>
      <Suspense fallback={null}>
        {regionDrawer.open && (
          <RegionDrawer
            key={regionDrawer.open}
            id={regionDrawer.open}
            onClose={regionDrawer.close}
          />
        )}
        {zoneDrawer.open && (
          <ZoneDrawer key={zoneDrawer.open} id={zoneDrawer.open} onClose={zoneDrawer.close} />
        )}
      </Suspense>
    </>
  );
}
