import React from "react";
import Modal from "react-modal";
import type { UiText } from "../../hooks/useSiteData";
import * as styles from "./DonationDialog.module.scss";

export interface DonationDialogProps {
  isOpen: boolean;
  onClose: () => void;
  donationUrl: string;
  copy: UiText["donation"];
  /** The page behind the dialog, hidden from assistive technology while it is open. */
  appElement?: HTMLElement;
}

const TITLE_ID = "donation-title";

export function DonationDialog({
  isOpen,
  onClose,
  donationUrl,
  copy,
  appElement,
}: DonationDialogProps) {
  const donate = () => {
    window.open(donationUrl, "_blank", "noopener,noreferrer");
    onClose();
  };
  return (
    <Modal
      isOpen={isOpen}
      onRequestClose={onClose}
      appElement={appElement}
      ariaHideApp={appElement !== undefined}
      aria={{ labelledby: TITLE_ID }}
      role="dialog"
      className={styles.dialog}
      overlayClassName={styles.overlay}
      bodyOpenClassName="dialog-open"
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label={copy.close}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={TITLE_ID} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.text}>{copy.text}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.donate} onClick={donate}>
          {copy.donate}
        </button>
        <button type="button" className={styles.later} onClick={onClose}>
          {copy.later}
        </button>
      </div>
    </Modal>
  );
}
