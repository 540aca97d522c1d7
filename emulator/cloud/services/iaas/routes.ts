import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { checkIfMatch, sendWithEtag } from '../../wire/etag.ts';
import { incorrectState, invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, pageQuery, readPageRequest, sendPage } from '../../wire/paging.ts';
import {
  enumQuery,
  jsonBody,
  optionalNumber,
  optionalQuery,
  optionalString,
  requiredQuery,
  requiredString,
} from '../../wire/params.ts';
import { withRetryToken } from '../../wire/retry-token.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';
import {
  FAULT_DOMAINS,
  SHAPES,
  TERMINATED_VISIBLE_MS,
  TRANSITION_MS,
  availabilityDomains,
  findShape,
  instanceRegionField,
  instanceShapeConfig,
  platformImageId,
} from './catalog.ts';

/** OCI `Instance.LifecycleState`. */
export const INSTANCE_STATES = [
  'MOVING',
  'PROVISIONING',
  'RUNNING',
  'STARTING',
  'STOPPING',
  'STOPPED',
  'CREATING_IMAGE',
  'TERMINATING',
  'TERMINATED',
] as const;
/** OCI `Vcn.LifecycleState` and `Subnet.LifecycleState`. */
export const NETWORK_STATES = ['PROVISIONING', 'AVAILABLE', 'TERMINATING', 'TERMINATED', 'UPDATING'] as const;
/** OCI `Volume.LifecycleState`. */
export const VOLUME_STATES = ['PROVISIONING', 'RESTORING', 'AVAILABLE', 'TERMINATING', 'TERMINATED', 'FAULTY'] as const;

type Json = Record<string, unknown>;

interface InstanceRow {
  id: string;
  compartment_id: string;
  region: string;
  availability_domain: string;
  fault_domain: string;
  display_name: string;
  shape: string;
  shape_config: Json;
  source_details: Json;
  subnet_id: string | null;
  metadata: Record<string, string>;
  freeform_tags: Record<string, string>;
  defined_tags: Record<string, Record<string, unknown>>;
  lifecycle_state: string;
  next_state: string | null;
  time_next_state: Date | null;
  time_created: Date;
  /** The state at the time of the query (computed in SQL). */
  state: string;
}

interface VcnRow {
  id: string;
  compartment_id: string;
  display_name: string;
  cidr_blocks: string[];
  dns_label: string | null;
  lifecycle_state: string;
  freeform_tags: Json;
  defined_tags: Json;
  time_created: Date;
}

interface SubnetRow {
  id: string;
  compartment_id: string;
  vcn_id: string;
  availability_domain: string | null;
  display_name: string;
  cidr_block: string;
  dns_label: string | null;
  vcn_dns_label: string | null;
  prohibit_public_ip_on_vnic: boolean;
  lifecycle_state: string;
  freeform_tags: Json;
  defined_tags: Json;
  time_created: Date;
}

interface VolumeRow {
  id: string;
  compartment_id: string;
  availability_domain: string;
  display_name: string;
  size_in_gbs: number;
  vpus_per_gb: number;
  lifecycle_state: string;
  freeform_tags: Json;
  defined_tags: Json;
  time_created: Date;
}

/** The state of an instance row as of `$1` (the server clock): the stored one until its next state is due. */
const INSTANCE_STATE = `(case when next_state is not null and time_next_state <= $1 then next_state
  else lifecycle_state end)`;
/** A TERMINATED instance stays visible for a while (`$2`: the cut-off time), then is gone. */
const INSTANCE_VISIBLE = `not coalesce(next_state = 'TERMINATED' and time_next_state <= $2, false)`;
const INSTANCE_SELECT = `select *, ${INSTANCE_STATE} as state from iaas_instances`;

function toInstance(row: InstanceRow) {
  return {
    id: row.id,
    compartmentId: row.compartment_id,
    availabilityDomain: row.availability_domain,
    faultDomain: row.fault_domain,
    region: instanceRegionField(row.region),
    displayName: row.display_name,
    shape: row.shape,
    shapeConfig: row.shape_config,
    sourceDetails: row.source_details,
    imageId: row.source_details['imageId'] ?? null,
    launchMode: 'PARAVIRTUALIZED',
    lifecycleState: row.state,
    metadata: row.metadata,
    extendedMetadata: {},
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    systemTags: {},
    capacityReservationId: null,
    dedicatedVmHostId: null,
    timeMaintenanceRebootDue: null,
    timeCreated: row.time_created.toISOString(),
  };
}

/** The default route table, security list and DHCP options of a VCN: stable OCIDs derived from its own. */
function vcnDefaults(vcnId: string) {
  return {
    defaultRouteTableId: seedOcid('routetable', vcnId),
    defaultSecurityListId: seedOcid('securitylist', vcnId),
    defaultDhcpOptionsId: seedOcid('dhcpoptions', vcnId),
  };
}

function toVcn(row: VcnRow) {
  return {
    id: row.id,
    compartmentId: row.compartment_id,
    displayName: row.display_name,
    cidrBlock: row.cidr_blocks[0] ?? null,
    cidrBlocks: row.cidr_blocks,
    dnsLabel: row.dns_label,
    vcnDomainName: row.dns_label === null ? null : `${row.dns_label}.oraclevcn.com`,
    ...vcnDefaults(row.id),
    lifecycleState: row.lifecycle_state,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    timeCreated: row.time_created.toISOString(),
  };
}

function virtualRouterMac(id: string): string {
  const bytes = createHash('sha256').update(id).digest().subarray(0, 3);
  return ['00', '00', '17', ...[...bytes].map(byte => byte.toString(16).padStart(2, '0').toUpperCase())].join(':');
}

function toSubnet(row: SubnetRow) {
  const defaults = vcnDefaults(row.vcn_id);
  return {
    id: row.id,
    compartmentId: row.compartment_id,
    vcnId: row.vcn_id,
    availabilityDomain: row.availability_domain,
    displayName: row.display_name,
    cidrBlock: row.cidr_block,
    dnsLabel: row.dns_label,
    subnetDomainName:
      row.dns_label === null || row.vcn_dns_label === null
        ? null
        : `${row.dns_label}.${row.vcn_dns_label}.oraclevcn.com`,
    prohibitPublicIpOnVnic: row.prohibit_public_ip_on_vnic,
    prohibitInternetIngress: row.prohibit_public_ip_on_vnic,
    routeTableId: defaults.defaultRouteTableId,
    securityListIds: [defaults.defaultSecurityListId],
    dhcpOptionsId: defaults.defaultDhcpOptionsId,
    virtualRouterIp: row.cidr_block.replace(/\.\d+\/\d+$/, '.1'),
    virtualRouterMac: virtualRouterMac(row.id),
    lifecycleState: row.lifecycle_state,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    timeCreated: row.time_created.toISOString(),
  };
}

function toVolume(row: VolumeRow) {
  return {
    id: row.id,
    compartmentId: row.compartment_id,
    availabilityDomain: row.availability_domain,
    displayName: row.display_name,
    sizeInGBs: row.size_in_gbs,
    sizeInMBs: row.size_in_gbs * 1024,
    vpusPerGB: row.vpus_per_gb,
    isHydrated: true,
    isAutoTuneEnabled: false,
    autoTunedVpusPerGB: null,
    kmsKeyId: null,
    volumeGroupId: null,
    sourceDetails: null,
    lifecycleState: row.lifecycle_state,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    systemTags: {},
    timeCreated: row.time_created.toISOString(),
  };
}

function toShape(shape: (typeof SHAPES)[number]) {
  const { vcpusPerOcpu: _vcpus, bandwidthPerOcpu: _bandwidth, ...rest } = shape;
  return rest;
}

/** A JSON object field (tags, metadata), or undefined. */
function optionalObject(body: Json, field: string, path: string): Json | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(`${path} must be a JSON object.`);
  return value as Json;
}

/** Reads a launch's `shapeConfig` against its shape: flexible shapes take OCPUs and memory within their options. */
function readShapeConfig(details: Json, shapeName: string) {
  const shape = findShape(shapeName);
  if (!shape) {
    throw invalidParameter(
      `launchInstanceDetails.shape '${shapeName}' is not a shape of this region (see ListShapes).`
    );
  }
  const config = optionalObject(details, 'shapeConfig', 'launchInstanceDetails.shapeConfig');
  if (!shape.isFlexible || !shape.ocpuOptions || !shape.memoryOptions) {
    if (config) throw invalidParameter(`launchInstanceDetails.shapeConfig is only accepted for flexible shapes.`);
    return instanceShapeConfig(shape);
  }
  const ocpus = config ? (optionalNumber(config, 'ocpus', 'launchInstanceDetails.shapeConfig.ocpus') ?? 1) : 1;
  if (ocpus < shape.ocpuOptions.min || ocpus > shape.ocpuOptions.max) {
    throw invalidParameter(
      `launchInstanceDetails.shapeConfig.ocpus must be from ${shape.ocpuOptions.min} to ${shape.ocpuOptions.max} for ${shape.shape}.`
    );
  }
  const options = shape.memoryOptions;
  const memory =
    (config ? optionalNumber(config, 'memoryInGBs', 'launchInstanceDetails.shapeConfig.memoryInGBs') : undefined) ??
    ocpus * options.defaultPerOcpuInGBs;
  const min = Math.max(options.minInGBs, ocpus * options.minPerOcpuInGBs);
  const max = Math.min(options.maxInGBs, ocpus * options.maxPerOcpuInGBs);
  if (memory < min || memory > max) {
    throw invalidParameter(
      `launchInstanceDetails.shapeConfig.memoryInGBs must be from ${min} to ${max} for ${ocpus} OCPUs of ${shape.shape}.`
    );
  }
  return instanceShapeConfig(shape, ocpus, memory);
}

function readSourceDetails(details: Json, region: string) {
  const source = optionalObject(details, 'sourceDetails', 'launchInstanceDetails.sourceDetails');
  const legacyImageId = optionalString(details, 'imageId', 'launchInstanceDetails.imageId');
  if (!source) {
    return {
      sourceType: 'image',
      imageId: legacyImageId ?? platformImageId(region),
      bootVolumeSizeInGBs: null,
      kmsKeyId: null,
    };
  }
  const sourceType = requiredString(source, 'sourceType', 'launchInstanceDetails.sourceDetails.sourceType');
  if (sourceType === 'image') {
    const imageId = requiredString(source, 'imageId', 'launchInstanceDetails.sourceDetails.imageId');
    const size = optionalNumber(
      source,
      'bootVolumeSizeInGBs',
      'launchInstanceDetails.sourceDetails.bootVolumeSizeInGBs'
    );
    if (size !== undefined && (size < 50 || size > 32768 || !Number.isInteger(size))) {
      throw invalidParameter(
        'launchInstanceDetails.sourceDetails.bootVolumeSizeInGBs must be an integer from 50 to 32768.'
      );
    }
    return { sourceType, imageId, bootVolumeSizeInGBs: size ?? null, kmsKeyId: null };
  }
  if (sourceType === 'bootVolume') {
    const bootVolumeId = requiredString(source, 'bootVolumeId', 'launchInstanceDetails.sourceDetails.bootVolumeId');
    return { sourceType, bootVolumeId };
  }
  throw invalidParameter(
    `launchInstanceDetails.sourceDetails.sourceType must be image or bootVolume, not '${sourceType}'.`
  );
}

/** `instance-YYYYMMDD-hhmm`, the name OCI gives an instance launched without one. */
function defaultInstanceName(at: Date): string {
  const iso = at.toISOString();
  return `instance-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}`;
}

/** The shared list query parts: where clauses and parameters, with helpers for optional filters. */
class ListFilter {
  readonly where: string[] = [];
  readonly params: unknown[];

  constructor(initial: unknown[]) {
    this.params = [...initial];
  }

  /** Adds `clause` with the next placeholder bound to `value`. */
  add(clause: (placeholder: string) => string, value: unknown): void {
    this.params.push(value);
    this.where.push(clause(`$${this.params.length}`));
  }
}

/** Core services (iaas 20160918) and identity's ListAvailabilityDomains: compute, networking and block volumes. */
export function iaasRoutes({ db, store, now, router }: ServiceDeps): ServiceRouter[] {
  const api = router({ version: '20160918' });
  const identityApi = router({ base: '/identity/:region/20160918' });

  /** The list's compartment, checked against the caller's tenancy (another tenancy's id: 404). */
  const listCompartment = async (c: Context<CloudEnv>) => {
    const compartmentId = requiredQuery(c, 'compartmentId');
    if (!(await store.isCompartmentOf(c.get('principal').tenancyId, compartmentId))) throw notAuthorizedOrNotFound();
    return compartmentId;
  };

  /** The `order by` of a list: TIMECREATED (default, newest first) or DISPLAYNAME (A to Z by default). */
  const listOrder = (c: Context<CloudEnv>, prefix = '') => {
    const sortBy = enumQuery(c, 'sortBy', ['TIMECREATED', 'DISPLAYNAME'] as const) ?? 'TIMECREATED';
    const sortOrder =
      enumQuery(c, 'sortOrder', ['ASC', 'DESC'] as const) ?? (sortBy === 'TIMECREATED' ? 'DESC' : 'ASC');
    return sortBy === 'TIMECREATED'
      ? `order by ${prefix}time_created ${sortOrder}, ${prefix}id ${sortOrder}`
      : `order by ${prefix}display_name ${sortOrder}, ${prefix}id ${sortOrder}`;
  };

  /**
   * Filters every region-bound list shares: tenancy, region, compartment, displayName and lifecycleState (`state`:
   * the SQL of the current state). `prefix` qualifies the columns in a join.
   */
  const commonFilters = async (
    c: Context<CloudEnv>,
    filter: ListFilter,
    states: readonly string[],
    { state = 'lifecycle_state', prefix = '' } = {}
  ) => {
    filter.add(p => `${prefix}tenancy_id = ${p}`, c.get('principal').tenancyId);
    filter.add(p => `${prefix}region = ${p}`, c.get('region') ?? '');
    filter.add(p => `${prefix}compartment_id = ${p}`, await listCompartment(c));
    const displayName = optionalQuery(c, 'displayName');
    if (displayName !== undefined) filter.add(p => `${prefix}display_name = ${p}`, displayName);
    const lifecycleState = enumQuery(c, 'lifecycleState', states);
    if (lifecycleState !== undefined) filter.add(p => `${prefix}${state} = ${p}`, lifecycleState);
  };

  const visibleInstance = async (c: Context<CloudEnv>, id: string) => {
    const at = now();
    const { rows } = await db.query<InstanceRow>(
      `${INSTANCE_SELECT} where ${INSTANCE_VISIBLE} and id = $3 and tenancy_id = $4 and region = $5`,
      [at, new Date(at.getTime() - TERMINATED_VISIBLE_MS), id, c.get('principal').tenancyId, c.get('region') ?? '']
    );
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return rows[0];
  };

  const findInRegion = async <Row>(c: Context<CloudEnv>, sql: string, id: string) => {
    const { rows } = await db.query<Row>(sql, [id, c.get('principal').tenancyId, c.get('region') ?? '']);
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return rows[0];
  };

  // ---- Instances

  api.get('ListInstances', '/instances', async c => {
    const at = now();
    const filter = new ListFilter([at, new Date(at.getTime() - TERMINATED_VISIBLE_MS)]);
    filter.where.push(INSTANCE_VISIBLE);
    await commonFilters(c, filter, INSTANCE_STATES, { state: INSTANCE_STATE });
    const availabilityDomain = optionalQuery(c, 'availabilityDomain');
    if (availabilityDomain !== undefined) filter.add(p => `availability_domain = ${p}`, availabilityDomain);
    const page = await pageQuery<InstanceRow>(
      db,
      `${INSTANCE_SELECT} where ${filter.where.join(' and ')} ${listOrder(c)}`,
      filter.params,
      readPageRequest(c)
    );
    return sendPage(c, page, items => items.map(toInstance));
  });

  api.get('GetInstance', '/instances/:instanceId', async c =>
    sendWithEtag(c, toInstance(await visibleInstance(c, c.req.param('instanceId'))))
  );

  api.post('LaunchInstance', '/instances', async c =>
    withRetryToken(c, { db, now }, async () => {
      const { tenancyId } = c.get('principal');
      const region = c.get('region') ?? '';
      const details = await jsonBody(c, 'launchInstanceDetails');
      const compartmentId = requiredString(details, 'compartmentId', 'launchInstanceDetails.compartmentId');
      const availabilityDomain = requiredString(
        details,
        'availabilityDomain',
        'launchInstanceDetails.availabilityDomain'
      );
      const shapeName = requiredString(details, 'shape', 'launchInstanceDetails.shape');
      if (!(await store.isCompartmentOf(tenancyId, compartmentId))) throw notAuthorizedOrNotFound();
      const domains = availabilityDomains(region);
      if (!domains.includes(availabilityDomain)) {
        throw invalidParameter(
          `launchInstanceDetails.availabilityDomain must be one of ${domains.join(', ')}, not '${availabilityDomain}'.`
        );
      }
      const shapeConfig = readShapeConfig(details, shapeName);
      const sourceDetails = readSourceDetails(details, region);
      const faultDomain =
        optionalString(details, 'faultDomain', 'launchInstanceDetails.faultDomain') ?? 'FAULT-DOMAIN-1';
      if (!(FAULT_DOMAINS as readonly string[]).includes(faultDomain)) {
        throw invalidParameter(`launchInstanceDetails.faultDomain must be one of ${FAULT_DOMAINS.join(', ')}.`);
      }
      const vnic = optionalObject(details, 'createVnicDetails', 'launchInstanceDetails.createVnicDetails');
      const subnetId =
        (vnic && optionalString(vnic, 'subnetId', 'launchInstanceDetails.createVnicDetails.subnetId')) ??
        optionalString(details, 'subnetId', 'launchInstanceDetails.subnetId');
      if (subnetId !== undefined) {
        const { rows } = await db.query(
          'select 1 from iaas_subnets where id = $1 and tenancy_id = $2 and region = $3',
          [subnetId, tenancyId, region]
        );
        if (rows.length === 0) throw notAuthorizedOrNotFound(`Subnet ${subnetId} not found or not authorized.`);
      }
      const metadata = optionalObject(details, 'metadata', 'launchInstanceDetails.metadata') ?? {};
      const at = now();
      const displayName =
        optionalString(details, 'displayName', 'launchInstanceDetails.displayName') ?? defaultInstanceName(at);
      if (displayName.length > 255)
        throw invalidParameter('launchInstanceDetails.displayName is longer than 255 characters.');
      const { rows } = await db.query<InstanceRow>(
        `insert into iaas_instances (id, tenancy_id, compartment_id, region, availability_domain, fault_domain,
           display_name, shape, shape_config, source_details, subnet_id, metadata, freeform_tags, defined_tags,
           lifecycle_state, next_state, time_next_state, time_created)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'PROVISIONING', 'RUNNING', $15, $16)
         returning *, lifecycle_state as state`,
        [
          seedOcid('instance', randomUUID()),
          tenancyId,
          compartmentId,
          region,
          availabilityDomain,
          faultDomain,
          displayName,
          shapeName,
          JSON.stringify(shapeConfig),
          JSON.stringify(sourceDetails),
          subnetId ?? null,
          JSON.stringify(metadata),
          JSON.stringify(optionalObject(details, 'freeformTags', 'launchInstanceDetails.freeformTags') ?? {}),
          JSON.stringify(optionalObject(details, 'definedTags', 'launchInstanceDetails.definedTags') ?? {}),
          new Date(at.getTime() + TRANSITION_MS),
          at,
        ]
      );
      const [row] = rows;
      if (!row) throw new Error('insert returned no row');
      return sendWithEtag(c, toInstance(row));
    })
  );

  api.delete('TerminateInstance', '/instances/:instanceId', async c => {
    const row = await visibleInstance(c, c.req.param('instanceId'));
    checkIfMatch(c, toInstance(row));
    const preserve = optionalQuery(c, 'preserveBootVolume');
    if (preserve !== undefined && preserve !== 'true' && preserve !== 'false') {
      throw invalidParameter(`preserveBootVolume must be true or false, not '${preserve}'.`);
    }
    if (row.state === 'TERMINATED') throw incorrectState(`Instance ${row.id} is already terminated.`);
    if (row.state !== 'TERMINATING') {
      const at = now();
      await db.query(
        `update iaas_instances set lifecycle_state = 'TERMINATING', next_state = 'TERMINATED', time_next_state = $2
         where id = $1`,
        [row.id, new Date(at.getTime() + TRANSITION_MS)]
      );
    }
    return c.body(null, 204);
  });

  // ---- Shapes

  api.get('ListShapes', '/shapes', async c => {
    await listCompartment(c);
    const availabilityDomain = optionalQuery(c, 'availabilityDomain');
    const domains = availabilityDomains(c.get('region') ?? '');
    if (availabilityDomain !== undefined && !domains.includes(availabilityDomain)) {
      throw invalidParameter(`availabilityDomain must be one of ${domains.join(', ')}, not '${availabilityDomain}'.`);
    }
    const name = optionalQuery(c, 'shape');
    const shapes = SHAPES.filter(shape => name === undefined || shape.shape === name).map(toShape);
    return sendPage(c, pageArray(shapes, readPageRequest(c)));
  });

  // ---- VCNs and subnets

  api.get('ListVcns', '/vcns', async c => {
    const filter = new ListFilter([]);
    await commonFilters(c, filter, NETWORK_STATES);
    const page = await pageQuery<VcnRow>(
      db,
      `select * from iaas_vcns where ${filter.where.join(' and ')} ${listOrder(c)}`,
      filter.params,
      readPageRequest(c)
    );
    return sendPage(c, page, items => items.map(toVcn));
  });

  api.get('GetVcn', '/vcns/:vcnId', async c => {
    const row = await findInRegion<VcnRow>(
      c,
      'select * from iaas_vcns where id = $1 and tenancy_id = $2 and region = $3',
      c.req.param('vcnId')
    );
    return sendWithEtag(c, toVcn(row));
  });

  const SUBNET_SELECT = `select s.*, v.dns_label as vcn_dns_label from iaas_subnets s join iaas_vcns v on v.id = s.vcn_id`;

  api.get('ListSubnets', '/subnets', async c => {
    const filter = new ListFilter([]);
    await commonFilters(c, filter, NETWORK_STATES, { prefix: 's.' });
    const vcnId = optionalQuery(c, 'vcnId');
    if (vcnId !== undefined) filter.add(p => `s.vcn_id = ${p}`, vcnId);
    const page = await pageQuery<SubnetRow>(
      db,
      `${SUBNET_SELECT} where ${filter.where.join(' and ')} ${listOrder(c, 's.')}`,
      filter.params,
      readPageRequest(c)
    );
    return sendPage(c, page, items => items.map(toSubnet));
  });

  api.get('GetSubnet', '/subnets/:subnetId', async c => {
    const row = await findInRegion<SubnetRow>(
      c,
      `${SUBNET_SELECT} where s.id = $1 and s.tenancy_id = $2 and s.region = $3`,
      c.req.param('subnetId')
    );
    return sendWithEtag(c, toSubnet(row));
  });

  // ---- Volumes

  api.get('ListVolumes', '/volumes', async c => {
    const filter = new ListFilter([]);
    await commonFilters(c, filter, VOLUME_STATES);
    const availabilityDomain = optionalQuery(c, 'availabilityDomain');
    if (availabilityDomain !== undefined) filter.add(p => `availability_domain = ${p}`, availabilityDomain);
    const page = await pageQuery<VolumeRow>(
      db,
      `select * from iaas_volumes where ${filter.where.join(' and ')} ${listOrder(c)}`,
      filter.params,
      readPageRequest(c)
    );
    return sendPage(c, page, items => items.map(toVolume));
  });

  api.get('GetVolume', '/volumes/:volumeId', async c => {
    const row = await findInRegion<VolumeRow>(
      c,
      'select * from iaas_volumes where id = $1 and tenancy_id = $2 and region = $3',
      c.req.param('volumeId')
    );
    return sendWithEtag(c, toVolume(row));
  });

  // ---- Availability domains (identity's path)

  identityApi.get('ListAvailabilityDomains', '/availabilityDomains', async c => {
    await listCompartment(c);
    const { tenancyId } = c.get('principal');
    return c.json(
      availabilityDomains(c.get('region') ?? '').map(name => ({
        id: seedOcid('availabilitydomain', name),
        name,
        compartmentId: tenancyId,
      }))
    );
  });

  return [api, identityApi];
}
