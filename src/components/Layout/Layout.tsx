import React, {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import type { DonationDialogProps } from "../DonationDialog/DonationDialog";
import { useSiteData, type UiText } from "../../hooks/useSiteData";
import { chromeOf, languageLinks, type Alternate, type EditionChrome } from "../../model/editions";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";
import { ReadTimeProvider } from "../ReadTime/ReadTime";

export interface LayoutProps {
  pathname: string;
  /** On an edition's page: its copy, from the page's query (`edition`). */
  edition?: EditionChrome<UiText>;
  /** The same page in other languages, where it is in them: the language links lead there. */
  alternates?: readonly Alternate[];
  children: ReactNode;
}

/**
 * The donation dialog and react-modal (about 7 KB of gzipped script) are fetched when a reader
 * first opens the dialog, not with every page: they were the largest part of the first-load
 * script that no page needs to render. The fetch starts as soon as a reader points at or focuses
 * Support, so the dialog is usually there by the click. If that script cannot be fetched, the
 * reader is taken to the donation page itself instead of losing the page to a failed import.
 */
let donationDialogModule: Promise<{ default: ComponentType<DonationDialogProps> }> | undefined;
const loadDonationDialog = () =>
  (donationDialogModule ??= import(
    /* webpackChunkName: "donation-dialog" */ "../DonationDialog/DonationDialog"
  ).then(
    (module) => ({ default: module.DonationDialog }),
    () => ({ default: GoToDonationPage }),
  ));
const DonationDialog = lazy(loadDonationDialog);

function GoToDonationPage({ isOpen, donationUrl, onClose }: DonationDialogProps) {
  useEffect(() => {
    if (!isOpen) return;
    onClose();
    window.location.assign(donationUrl);
  }, [isOpen, donationUrl, onClose]);
  return null;
}

const appElement = () =>
  typeof document === "undefined" ? undefined : (document.getElementById("___gatsby") ?? undefined);

/** The chrome around every page: header, footer and the donation dialog. */
export function Layout({ pathname, edition, alternates, children }: LayoutProps) {
  const site = useSiteData();
  const { settings, policyPages } = site;
  const { buildDay, ui, categories, tagline, homePath, searchPath } = chromeOf(
    { ...site, tagline: settings.tagline },
    edition,
  );
  const [donationOpen, setDonationOpen] = useState(false);
  // Mounted (in the browser only) on first opening, then kept: react-modal gets the page element
  // on closing too, so it removes the aria-hidden it put on the page when it opened.
  const [donationWanted, setDonationWanted] = useState(false);
  const openDonation = useCallback(() => {
    setDonationWanted(true);
    setDonationOpen(true);
  }, []);
  const closeDonation = useCallback(() => setDonationOpen(false), []);

  return (
    <ReadTimeProvider buildDay={buildDay}>
      <Header
        siteName={settings.name}
        tagline={tagline}
        categories={categories}
        ui={ui}
        homePath={homePath}
        searchPath={searchPath}
        languages={languageLinks(edition?.id, settings, site.editions, alternates)}
        isHome={pathname === homePath}
        onSupport={openDonation}
        onSupportIntent={loadDonationDialog}
      />
      <main id="main-content" tabIndex={-1}>
        <ErrorBoundary key={pathname} heading={ui.error.heading} homeLabel={ui.error.retry}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer
        settings={edition ? { ...settings, tagline } : settings}
        categories={categories}
        policyPages={policyPages}
        homePath={homePath}
        edition={edition?.id}
        ui={ui}
        year={new Date(buildDay.moment).getUTCFullYear()}
      />
      {donationWanted && (
        <Suspense fallback={null}>
          <DonationDialog
            isOpen={donationOpen}
            onClose={closeDonation}
            donationUrl={settings.donationUrl}
            copy={ui.donation}
            appElement={appElement()}
          />
        </Suspense>
      )}
    </ReadTimeProvider>
  );
}
