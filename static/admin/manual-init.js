// static/admin/cms.js starts Decap CMS itself, once it has the configuration derived from the
// content model; without this, Decap would look for a config.yml of its own.
window.CMS_MANUAL_INIT = true;
