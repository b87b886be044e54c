import { Breadcrumb, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/i18n/use-page-title';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  title: string;
  /** The trail above the title; the last crumb is the current page. */
  crumbs?: Crumb[];
  actions?: ReactNode;
}

export function PageHeader({ title, crumbs = [], actions }: PageHeaderProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap="2" mb="6">
      {crumbs.length > 0 && (
        <Breadcrumb.Root size="sm" aria-label={t('breadcrumb')}>
          <Breadcrumb.List>
            {crumbs.map((crumb, index) => (
              <Fragment key={`${crumb.label}-${index}`}>
                <Breadcrumb.Item>
                  {crumb.to && index < crumbs.length - 1 ? (
                    <Breadcrumb.Link asChild>
                      <Link to={crumb.to}>{crumb.label}</Link>
                    </Breadcrumb.Link>
                  ) : (
                    <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                  )}
                </Breadcrumb.Item>
                {index < crumbs.length - 1 && <Breadcrumb.Separator />}
              </Fragment>
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      )}
      <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {actions && (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
    </Stack>
  );
}
