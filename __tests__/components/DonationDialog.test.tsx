import React, { useRef, useState } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DonationDialog } from "../../src/components/DonationDialog/DonationDialog";
import { renderWithSite, siteData } from "../support/renderWithSite";

function DialogHarness() {
  const [open, setOpen] = useState(false);
  const page = useRef<HTMLDivElement>(null);
  const { settings, ui } = siteData();
  return (
    <div ref={page}>
      <button type="button" onClick={() => setOpen(true)}>
        Support Local Journalism
      </button>
      <DonationDialog
        isOpen={open}
        onClose={() => setOpen(false)}
        donationUrl={settings.donationUrl}
        copy={ui.donation}
        appElement={page.current ?? undefined}
      />
    </div>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithSite(<DialogHarness />);
  const opener = screen.getByRole("button", { name: "Support Local Journalism" });
  await user.click(opener);
  return {
    user,
    opener,
    dialog: await screen.findByRole("dialog", { name: "Support Local Journalism" }),
  };
}

describe("DonationDialog", () => {
  it("opens with its title, text and three buttons", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent(siteData().ui.donation.text);
    expect(screen.getByRole("button", { name: "Donate Now" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Maybe Later" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("Donate Now opens the donation site in a new tab and closes", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    const { user } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Donate Now" }));
    expect(open).toHaveBeenCalledWith(
      siteData().settings.donationUrl,
      "_blank",
      "noopener,noreferrer",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each(["Maybe Later", "Close"])(
    "%s closes it and returns focus to the opener",
    async (name) => {
      const { user, opener } = await openDialog();
      await user.click(screen.getByRole("button", { name }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    },
  );

  it("Escape closes it", async () => {
    const { user } = await openDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a click outside closes it", async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("moves focus into the dialog and hides the page behind from assistive technology", async () => {
    const { dialog, opener } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(opener.parentElement).toHaveAttribute("aria-hidden", "true");
  });
});
