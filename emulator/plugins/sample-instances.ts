/** A compute instance as the sample Compute plugin lists it. */
export interface SampleInstance {
  displayName: string;
  lifecycleState: 'RUNNING' | 'STOPPED' | 'PROVISIONING';
  shape: string;
  availabilityDomain: string;
  timeCreated: string;
}

/** Static instances until the local cloud serves the compute API. */
export const SAMPLE_INSTANCES: readonly SampleInstance[] = [
  {
    displayName: 'web-server-1',
    lifecycleState: 'RUNNING',
    shape: 'VM.Standard.E5.Flex',
    availabilityDomain: 'AD-1',
    timeCreated: '2025-01-08T09:12:00Z',
  },
  {
    displayName: 'web-server-2',
    lifecycleState: 'RUNNING',
    shape: 'VM.Standard.E5.Flex',
    availabilityDomain: 'AD-2',
    timeCreated: '2025-01-08T09:14:00Z',
  },
  {
    displayName: 'batch-worker',
    lifecycleState: 'STOPPED',
    shape: 'VM.Standard.A1.Flex',
    availabilityDomain: 'AD-1',
    timeCreated: '2025-02-19T16:40:00Z',
  },
  {
    displayName: 'db-bastion',
    lifecycleState: 'PROVISIONING',
    shape: 'VM.Standard.E4.Flex',
    availabilityDomain: 'AD-3',
    timeCreated: '2025-03-02T11:05:00Z',
  },
];
