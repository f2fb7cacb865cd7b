import React, { useCallback, useState, type ReactNode } from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { DonationDialog } from "../DonationDialog/DonationDialog";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";
import { ReadTimeProvider } from "../ReadTime/ReadTime";

export interface LayoutProps {
  pathname: string;
  children: ReactNode;
}

const appElement = () =>
  typeof document === "undefined" ? undefined : (document.getElementById("___gatsby") ?? undefined);

/** The chrome around every page: header, footer and the donation dialog. */
export function Layout({ pathname, children }: LayoutProps) {
  const { buildTime, settings, ui, categories } = useSiteData();
  const [donationOpen, setDonationOpen] = useState(false);
  const openDonation = useCallback(() => setDonationOpen(true), []);
  const closeDonation = useCallback(() => setDonationOpen(false), []);

  return (
    <ReadTimeProvider buildTime={buildTime}>
      <Header
        siteName={settings.name}
        tagline={settings.tagline}
        categories={categories}
        ui={ui}
        isHome={pathname === "/"}
        onSupport={openDonation}
      />
      <main id="main-content" tabIndex={-1}>
        <ErrorBoundary key={pathname} heading={ui.error.heading} homeLabel={ui.error.retry}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer
        settings={settings}
        categories={categories}
        ui={ui}
        year={new Date(buildTime).getUTCFullYear()}
      />
      <DonationDialog
        isOpen={donationOpen}
        onClose={closeDonation}
        donationUrl={settings.donationUrl}
        copy={ui.donation}
        appElement={appElement()}
      />
    </ReadTimeProvider>
  );
}
