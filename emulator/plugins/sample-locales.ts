// The sample plugins' strings, in the plugin locale files (spec 3 §7: "Locale files are fetched by GET per language
// from plugin locale resources"). The local cloud serves them with the console's own under
// /plugins/console/3.1.7/locales/{plugin}/{language}.json, and the plugin origin serves the same files under the same
// path so the pages can read them as their own origin's files (their CSP allows only 'self'). `{name}` placeholders
// are filled by the page. A language without a file falls back to English.

import { PLUGINS } from './registry-data.ts';

type Strings = Readonly<Record<string, string>>;
type Languages = Readonly<Record<'en' | 'de', Strings>>;

/** Strings every sample page uses. */
const COMMON: Languages = {
  en: {
    'common.loading': 'Loading…',
    'common.retry': 'Try again',
    'common.refresh': 'Refresh',
    'common.loadFailed': 'The data could not be loaded.',
    'common.errorDetail': '{code}: {message}',
    'common.notConnected': 'This page runs inside the console. Open it from the console’s navigation menu.',
    'common.context': 'Compartment {compartment} · Region {region}',
    'common.regionOnly': 'Region {region}',
    'common.none': '—',
    'common.yes': 'Yes',
    'common.no': 'No',
  },
  de: {
    'common.loading': 'Wird geladen…',
    'common.retry': 'Erneut versuchen',
    'common.refresh': 'Aktualisieren',
    'common.loadFailed': 'Die Daten konnten nicht geladen werden.',
    'common.errorDetail': '{code}: {message}',
    'common.notConnected': 'Diese Seite läuft in der Konsole. Öffnen Sie sie über das Navigationsmenü der Konsole.',
    'common.context': 'Compartment {compartment} · Region {region}',
    'common.regionOnly': 'Region {region}',
    'common.none': '—',
    'common.yes': 'Ja',
    'common.no': 'Nein',
  },
};

/** Each sample's own strings. */
const SAMPLES: Readonly<Record<string, Languages>> = {
  compute: {
    en: {
      title: 'Instances',
      caption: 'Instances in {compartment}',
      empty: 'There are no instances in {compartment} in this region.',
      'column.name': 'Name',
      'column.state': 'State',
      'column.shape': 'Shape',
      'column.availabilityDomain': 'Availability domain',
      'column.created': 'Created',
      'column.actions': 'Actions',
      'state.MOVING': 'Moving',
      'state.PROVISIONING': 'Provisioning',
      'state.RUNNING': 'Running',
      'state.STARTING': 'Starting',
      'state.STOPPING': 'Stopping',
      'state.STOPPED': 'Stopped',
      'state.CREATING_IMAGE': 'Creating image',
      'state.TERMINATING': 'Terminating',
      'state.TERMINATED': 'Terminated',
      create: 'Create instance',
      'form.title': 'Create instance',
      'form.name': 'Name',
      'form.nameRequired': 'Enter a name for the instance.',
      'form.availabilityDomain': 'Availability domain',
      'form.shape': 'Shape',
      'form.shapeOption': '{shape} ({ocpus} OCPU, {memory} GB memory)',
      'form.optionsLoading': 'Loading the availability domains and shapes…',
      'form.submit': 'Create',
      'form.submitting': 'Creating…',
      'form.cancel': 'Cancel',
      'form.dirty': 'The instance you started to create has not been created yet.',
      created: 'Instance {name} is being created.',
      createFailed: 'Instance {name} could not be created. {detail}',
      terminate: 'Terminate',
      'terminate.label': 'Terminate {name}',
      'terminate.confirm': 'Terminate {name}? Its boot volume is deleted and this cannot be undone.',
      'terminate.confirmButton': 'Terminate instance',
      'terminate.cancel': 'Keep instance',
      terminated: 'Instance {name} is being terminated.',
      terminateFailed: 'Instance {name} could not be terminated. {detail}',
    },
    de: {
      title: 'Instanzen',
      caption: 'Instanzen in {compartment}',
      empty: 'In {compartment} gibt es in dieser Region keine Instanzen.',
      'column.name': 'Name',
      'column.state': 'Status',
      'column.shape': 'Ausprägung',
      'column.availabilityDomain': 'Availability-Domain',
      'column.created': 'Erstellt',
      'column.actions': 'Aktionen',
      'state.MOVING': 'Wird verschoben',
      'state.PROVISIONING': 'Wird bereitgestellt',
      'state.RUNNING': 'Wird ausgeführt',
      'state.STARTING': 'Wird gestartet',
      'state.STOPPING': 'Wird gestoppt',
      'state.STOPPED': 'Gestoppt',
      'state.CREATING_IMAGE': 'Image wird erstellt',
      'state.TERMINATING': 'Wird beendet',
      'state.TERMINATED': 'Beendet',
      create: 'Instanz erstellen',
      'form.title': 'Instanz erstellen',
      'form.name': 'Name',
      'form.nameRequired': 'Geben Sie einen Namen für die Instanz ein.',
      'form.availabilityDomain': 'Availability-Domain',
      'form.shape': 'Ausprägung',
      'form.shapeOption': '{shape} ({ocpus} OCPU, {memory} GB Speicher)',
      'form.optionsLoading': 'Availability-Domains und Ausprägungen werden geladen…',
      'form.submit': 'Erstellen',
      'form.submitting': 'Wird erstellt…',
      'form.cancel': 'Abbrechen',
      'form.dirty': 'Die begonnene Instanz wurde noch nicht erstellt.',
      created: 'Instanz {name} wird erstellt.',
      createFailed: 'Instanz {name} konnte nicht erstellt werden. {detail}',
      terminate: 'Beenden',
      'terminate.label': '{name} beenden',
      'terminate.confirm':
        '{name} beenden? Das Boot-Volume wird gelöscht, und dies kann nicht rückgängig gemacht werden.',
      'terminate.confirmButton': 'Instanz beenden',
      'terminate.cancel': 'Instanz behalten',
      terminated: 'Instanz {name} wird beendet.',
      terminateFailed: 'Instanz {name} konnte nicht beendet werden. {detail}',
    },
  },
  'networking-vcns': {
    en: {
      title: 'Virtual cloud networks',
      caption: 'Virtual cloud networks in {compartment}',
      empty: 'There are no virtual cloud networks in {compartment} in this region.',
      'column.name': 'Name',
      'column.state': 'State',
      'column.cidrBlocks': 'IPv4 CIDR blocks',
      'column.domainName': 'DNS domain name',
      'column.created': 'Created',
      'state.PROVISIONING': 'Provisioning',
      'state.AVAILABLE': 'Available',
      'state.UPDATING': 'Updating',
      'state.TERMINATING': 'Terminating',
      'state.TERMINATED': 'Terminated',
    },
    de: {
      title: 'Virtuelle Cloud-Netzwerke',
      caption: 'Virtuelle Cloud-Netzwerke in {compartment}',
      empty: 'In {compartment} gibt es in dieser Region keine virtuellen Cloud-Netzwerke.',
      'column.name': 'Name',
      'column.state': 'Status',
      'column.cidrBlocks': 'IPv4-CIDR-Blöcke',
      'column.domainName': 'DNS-Domainname',
      'column.created': 'Erstellt',
      'state.PROVISIONING': 'Wird bereitgestellt',
      'state.AVAILABLE': 'Verfügbar',
      'state.UPDATING': 'Wird aktualisiert',
      'state.TERMINATING': 'Wird beendet',
      'state.TERMINATED': 'Beendet',
    },
  },
  'object-storage': {
    en: {
      title: 'Buckets',
      caption: 'Buckets in {compartment}',
      namespace: 'Namespace {namespace}',
      empty: 'There are no buckets in {compartment} in this region.',
      'column.name': 'Name',
      'column.createdBy': 'Created by',
      'column.created': 'Created',
    },
    de: {
      title: 'Buckets',
      caption: 'Buckets in {compartment}',
      namespace: 'Namespace {namespace}',
      empty: 'In {compartment} gibt es in dieser Region keine Buckets.',
      'column.name': 'Name',
      'column.createdBy': 'Erstellt von',
      'column.created': 'Erstellt',
    },
  },
  announcements: {
    en: {
      title: 'Announcements',
      caption: 'Announcements for your tenancy',
      empty: 'There are no announcements.',
      'column.summary': 'Summary',
      'column.type': 'Type',
      'column.ticket': 'Reference ticket',
      'column.services': 'Services',
      'column.created': 'Created',
    },
    de: {
      title: 'Ankündigungen',
      caption: 'Ankündigungen für Ihren Mandanten',
      empty: 'Es gibt keine Ankündigungen.',
      'column.summary': 'Zusammenfassung',
      'column.type': 'Typ',
      'column.ticket': 'Referenzticket',
      'column.services': 'Services',
      'column.created': 'Erstellt',
    },
  },
  regions: {
    en: {
      title: 'Regions',
      caption: 'Regions your tenancy subscribes to',
      empty: 'The tenancy does not subscribe to any region.',
      'column.name': 'Region',
      'column.key': 'Region key',
      'column.home': 'Home region',
      'column.status': 'Status',
      active: '{region} (active)',
      'status.READY': 'Ready',
      'status.IN_PROGRESS': 'In progress',
      tenancyLink: 'View tenancy details',
    },
    de: {
      title: 'Regionen',
      caption: 'Regionen, die Ihr Mandant abonniert hat',
      empty: 'Der Mandant hat keine Region abonniert.',
      'column.name': 'Region',
      'column.key': 'Regionsschlüssel',
      'column.home': 'Hauptregion',
      'column.status': 'Status',
      active: '{region} (aktiv)',
      'status.READY': 'Bereit',
      'status.IN_PROGRESS': 'In Bearbeitung',
      tenancyLink: 'Mandantendetails anzeigen',
    },
  },
  tenancy: {
    en: {
      title: 'Tenancy details',
      caption: 'Tenancy information',
      'field.name': 'Name',
      'field.id': 'OCID',
      'field.description': 'Description',
      'field.homeRegion': 'Home region',
      'field.created': 'Created',
      regionsLink: 'Manage regions',
    },
    de: {
      title: 'Mandantendetails',
      caption: 'Mandanteninformationen',
      'field.name': 'Name',
      'field.id': 'OCID',
      'field.description': 'Beschreibung',
      'field.homeRegion': 'Hauptregion',
      'field.created': 'Erstellt',
      regionsLink: 'Regionen verwalten',
    },
  },
};

/** Strings of the page a plugin without a sample of its own shows. */
const GENERIC: Languages = {
  en: {
    intro: 'This is the sample {name} plugin, served by the local plugin origin.',
    caption: 'Plugin facts',
    'field.prefix': 'Route prefix',
    'field.path': 'Console path',
    'field.region': 'Region',
    'field.compartment': 'Compartment',
  },
  de: {
    intro: 'Dies ist das Beispiel-Plugin {name}, bereitgestellt vom lokalen Plugin-Ursprung.',
    caption: 'Plugin-Daten',
    'field.prefix': 'Routenpräfix',
    'field.path': 'Konsolenpfad',
    'field.region': 'Region',
    'field.compartment': 'Compartment',
  },
};

/** The plugins with a sample page of their own (the rest show the generic page). */
export const SAMPLE_PLUGINS: readonly string[] = Object.keys(SAMPLES);

function merge(own: Languages, title?: string): Languages {
  return {
    en: { ...COMMON.en, ...(title === undefined ? {} : { title }), ...own.en },
    de: { ...COMMON.de, ...(title === undefined ? {} : { title }), ...own.de },
  };
}

/** Every plugin's locale files: plugin → language → strings (the common ones included). */
export const SAMPLE_PLUGIN_LOCALES: Readonly<Record<string, Languages>> = Object.fromEntries(
  PLUGINS.map(plugin => {
    const own = Object.hasOwn(SAMPLES, plugin.name) ? SAMPLES[plugin.name] : undefined;
    return [plugin.name, own ? merge(own) : merge(GENERIC, plugin.title)];
  })
);
