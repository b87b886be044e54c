import { Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { FileSignature, FileText, ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holder } from '@generated/model';
import { usePreload } from '@/components/feedback/on-demand';
import { DetailCard } from '@/components/layout/detail-card';
import { Fact, Facts } from '@/components/layout/facts';
import { personName, useFormat } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { declarationBadge } from './declaration-badge';
import { MarkNonCompliant } from './non-compliance';

// Its form loads when a declaration is first recorded.
const loadDeclarationForm = () => import('./declaration-form');
const DeclarationDrawer = lazy(() =>
  loadDeclarationForm().then((m) => ({ default: m.DeclarationDrawer })),
);

/**
 * The holder's ISCC self-declaration: its state (missing, valid until…, expired since…), the
 * renewal date, who signed, the text's version, the two answers and the scan or the signature;
 * "Record a declaration" (or renew it) for those with declaration CREATE, and the marking as
 * non-compliant for those with declaration UPDATE.
 */
export function DeclarationCard({ holder }: { holder: Holder }) {
  const { t } = useTranslation('holders');
  const format = useFormat();
  const mayRecord = useCan('declaration', 'CREATE');
  const mayMark = useCan('declaration', 'UPDATE');
  const [recording, setRecording] = useState(false);
  usePreload(mayRecord && loadDeclarationForm);
  const declaration = holder.declaration;

  return (
    <DetailCard title={t('declaration.title')}>
      <HStack>{declarationBadge(declaration, t, format)}</HStack>
      {declaration ? (
        <Stack gap="3">
          <Facts columns={2}>
            <Fact label={t('declaration.signedOn')}>{format.day(declaration.signedOn)}</Fact>
            <Fact label={t('declaration.renewalDate')}>{format.day(declaration.renewalDate)}</Fact>
            <Fact label={t('declaration.signedBy')}>
              {t('declaration.signer', {
                name: declaration.signerName,
                role: declaration.signerRole,
              })}
            </Fact>
            <Fact label={t('declaration.textVersion')}>{declaration.textVersion}</Fact>
            <Fact label={t('declaration.overTenTonnes')}>
              {t(
                declaration.overTenTonnes
                  ? 'declaration.overTenTonnesYes'
                  : 'declaration.overTenTonnesNo',
              )}
            </Fact>
            <Fact label={t('declaration.animalFat')}>
              {t(declaration.animalFat ? 'declaration.animalFatYes' : 'declaration.animalFatNo')}
            </Fact>
            <Fact label={t('declaration.proof')}>
              <Stack gap="2" align="start">
                {declaration.scan && (
                  <Link href={declaration.scan} target="_blank" rel="noopener" colorPalette="brand">
                    <FileText size={16} aria-hidden /> {t('declaration.scan')}
                  </Link>
                )}
                {declaration.signature && (
                  <Image
                    src={declaration.signature}
                    alt={t('declaration.signatureAlt', { name: declaration.signerName })}
                    maxW="60"
                    bg="white"
                    borderWidth="1px"
                    rounded="md"
                  />
                )}
              </Stack>
            </Fact>
          </Facts>
          <Text fontSize="xs" color="fg.muted">
            {t('declaration.recordedBy', {
              name: personName(declaration.createdBy),
              date: format.moment(declaration.createdAt),
            })}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">{t('declaration.noneYet')}</Text>
      )}
      {(mayRecord || (mayMark && !holder.nonCompliance)) && (
        <HStack gap="3" wrap="wrap">
          {mayRecord && (
            <Button size="sm" colorPalette="brand" onClick={() => setRecording(true)}>
              <FileSignature aria-hidden />
              {declaration ? t('declaration.renew') : t('declaration.record')}
            </Button>
          )}
          {mayMark && !holder.nonCompliance && (
            <MarkNonCompliant holderId={holder.id} icon={<ShieldAlert aria-hidden />} />
          )}
        </HStack>
      )}
      {recording && (
        <Suspense fallback={null}>
          <DeclarationDrawer holderId={holder.id} onClose={() => setRecording(false)} />
        </Suspense>
      )}
    </DetailCard>
  );
}
