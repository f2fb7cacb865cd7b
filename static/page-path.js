// Gatsby's runtime reads the address of the page it hydrates from window.pagePath, which Gatsby
// writes as an inline script that differs on every page. gatsby-ssr.tsx moves the address into
// a data block and this one file, the same for every page, sets it: every page then has the
// same inline scripts and so the same Content-Security-Policy, one rule for a whole folder.
window.pagePath = JSON.parse(document.getElementById("gatsby-page-path").textContent);
