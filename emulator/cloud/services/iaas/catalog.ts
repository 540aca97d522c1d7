// Fixed facts of the core services: compute shapes, availability domains and the default platform image.
import { seedOcid } from '../../seed-ocid.ts';

/** A compute shape as ListShapes answers it (OCI `Shape`). */
export interface ShapeInfo {
  shape: string;
  processorDescription: string;
  ocpus: number;
  memoryInGBs: number;
  networkingBandwidthInGbps: number;
  maxVnicAttachments: number;
  gpus: number;
  gpuDescription: string | null;
  localDisks: number;
  localDisksTotalSizeInGBs: number | null;
  isFlexible: boolean;
  ocpuOptions: { min: number; max: number } | null;
  memoryOptions: {
    minInGBs: number;
    maxInGBs: number;
    defaultPerOcpuInGBs: number;
    minPerOcpuInGBs: number;
    maxPerOcpuInGBs: number;
  } | null;
  billingType: 'ALWAYS_FREE' | 'LIMITED_FREE' | 'PAID';
  /** vCPUs per OCPU: 2 on x86 (hyper-threads), 1 on Arm. */
  vcpusPerOcpu: number;
  /** Network bandwidth per OCPU for flexible shapes, up to the shape's maximum. */
  bandwidthPerOcpu: number;
}

const AMD_MILAN = '2.55 GHz AMD EPYC™ 7J13 (Milan)';

function fixed(
  shape: string,
  processorDescription: string,
  ocpus: number,
  memoryInGBs: number,
  networkingBandwidthInGbps: number,
  maxVnicAttachments: number,
  extra: Partial<ShapeInfo> = {}
): ShapeInfo {
  return {
    shape,
    processorDescription,
    ocpus,
    memoryInGBs,
    networkingBandwidthInGbps,
    maxVnicAttachments,
    gpus: 0,
    gpuDescription: null,
    localDisks: 0,
    localDisksTotalSizeInGBs: null,
    isFlexible: false,
    ocpuOptions: null,
    memoryOptions: null,
    billingType: 'PAID',
    vcpusPerOcpu: 2,
    bandwidthPerOcpu: 0,
    ...extra,
  };
}

function flexible(
  shape: string,
  processorDescription: string,
  maxOcpus: number,
  maxMemoryInGBs: number,
  defaultPerOcpuInGBs: number,
  extra: Partial<ShapeInfo> = {}
): ShapeInfo {
  return fixed(shape, processorDescription, 1, defaultPerOcpuInGBs, 1, 2, {
    isFlexible: true,
    ocpuOptions: { min: 1, max: maxOcpus },
    memoryOptions: {
      minInGBs: 1,
      maxInGBs: maxMemoryInGBs,
      defaultPerOcpuInGBs,
      minPerOcpuInGBs: 1,
      maxPerOcpuInGBs: 64,
    },
    bandwidthPerOcpu: 1,
    ...extra,
  });
}

/** The shapes every region offers, by name. */
export const SHAPES: readonly ShapeInfo[] = [
  fixed('BM.Standard.E4.128', AMD_MILAN, 128, 2048, 100, 256),
  fixed('VM.GPU.A10.1', '2.6 GHz Intel® Xeon® Platinum 8358 (Ice Lake)', 15, 240, 24, 15, {
    gpus: 1,
    gpuDescription: 'NVIDIA® A10',
  }),
  flexible('VM.Standard.A1.Flex', '3.0 GHz Ampere® Altra™', 80, 512, 6, {
    billingType: 'LIMITED_FREE',
    vcpusPerOcpu: 1,
  }),
  fixed('VM.Standard.E2.1.Micro', '2.0 GHz AMD EPYC™ 7551 (Naples)', 1, 1, 0.48, 1, { billingType: 'ALWAYS_FREE' }),
  flexible('VM.Standard.E4.Flex', AMD_MILAN, 64, 1024, 16),
  flexible('VM.Standard.E5.Flex', '2.4 GHz AMD EPYC™ 9J14 (Genoa)', 94, 1049, 12),
  fixed('VM.Standard2.1', '2.0 GHz Intel® Xeon® Platinum 8167M (Skylake)', 1, 15, 1, 2),
  flexible('VM.Standard3.Flex', '2.6 GHz Intel® Xeon® Platinum 8358 (Ice Lake)', 32, 512, 16),
];

/** The shape of that name, or undefined. */
export function findShape(name: string): ShapeInfo | undefined {
  return SHAPES.find(shape => shape.shape === name);
}

/** What an instance records of its shape (`InstanceShapeConfig`) for the chosen OCPUs and memory. */
export function instanceShapeConfig(shape: ShapeInfo, ocpus = shape.ocpus, memoryInGBs = shape.memoryInGBs) {
  const bandwidth = shape.isFlexible ? Math.min(ocpus * shape.bandwidthPerOcpu, 40) : shape.networkingBandwidthInGbps;
  return {
    ocpus,
    memoryInGBs,
    vcpus: ocpus * shape.vcpusPerOcpu,
    processorDescription: shape.processorDescription,
    networkingBandwidthInGbps: bandwidth,
    maxVnicAttachments: shape.isFlexible ? Math.min(Math.max(ocpus, 2), 24) : shape.maxVnicAttachments,
    gpus: shape.gpus,
    gpuDescription: shape.gpuDescription,
    localDisks: shape.localDisks,
    localDisksTotalSizeInGBs: shape.localDisksTotalSizeInGBs,
    localDiskDescription: null,
    baselineOcpuUtilization: null,
  };
}

/** Regions with three availability domains; every other region has one. */
const THREE_AD_REGIONS = new Set(['us-ashburn-1', 'us-phoenix-1', 'eu-frankfurt-1', 'uk-london-1']);

/** An availability domain's name, e.g. `Uocm:US-ASHBURN-AD-1` (the names resource search seeds). */
export function availabilityDomainName(region: string, ad: number): string {
  return `Uocm:${region.replace(/-\d+$/, '').toUpperCase()}-AD-${ad}`;
}

/** The availability domains of a region, in order. */
export function availabilityDomains(region: string): string[] {
  const count = THREE_AD_REGIONS.has(region) ? 3 : 1;
  return Array.from({ length: count }, (_, index) => availabilityDomainName(region, index + 1));
}

/** Fault domains of every availability domain. */
export const FAULT_DOMAINS = ['FAULT-DOMAIN-1', 'FAULT-DOMAIN-2', 'FAULT-DOMAIN-3'] as const;

/** The platform image instances boot from when no `sourceDetails` is given. */
export function platformImageId(region: string): string {
  return seedOcid('image', `${region}/Oracle-Linux-8.10-2024.09.30-0`);
}

/** OCI's `region` field of an instance: the short key for Ashburn and Phoenix, else the region name. */
export function instanceRegionField(region: string): string {
  if (region === 'us-ashburn-1') return 'iad';
  if (region === 'us-phoenix-1') return 'phx';
  return region;
}

/** How long a launch stays PROVISIONING and a termination TERMINATING, in milliseconds of the server clock. */
export const TRANSITION_MS = 2000;
/** How long a TERMINATED instance stays visible. */
export const TERMINATED_VISIBLE_MS = 60 * 60 * 1000;
