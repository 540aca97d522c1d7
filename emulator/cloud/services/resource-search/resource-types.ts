// The resource types the local search indexes, with the fields a structured query can name.

type FieldType = 'IDENTIFIER' | 'STRING' | 'INTEGER' | 'DATETIME' | 'OBJECT';

/** A queryable field (the SDK's QueryableFieldDescription). */
export interface QueryableField {
  fieldName: string;
  fieldType: FieldType;
  isArray?: boolean;
}

/** A searchable resource type. */
export interface SearchResourceType {
  /** The type name as results and queries carry it, e.g. Instance. */
  name: string;
  /** The OCID kind of its identifiers. */
  ocidKind: string;
  /** Fields beyond the common ones, kept in additionalDetails. */
  fields: readonly QueryableField[];
}

/** Fields every type has. */
export const COMMON_FIELDS: readonly QueryableField[] = [
  { fieldName: 'identifier', fieldType: 'IDENTIFIER' },
  { fieldName: 'displayName', fieldType: 'STRING' },
  { fieldName: 'compartmentId', fieldType: 'IDENTIFIER' },
  { fieldName: 'lifecycleState', fieldType: 'STRING' },
  { fieldName: 'timeCreated', fieldType: 'DATETIME' },
  { fieldName: 'availabilityDomain', fieldType: 'STRING' },
  { fieldName: 'freeformTags', fieldType: 'OBJECT' },
  { fieldName: 'definedTags', fieldType: 'OBJECT' },
];

/** Every indexed type. */
export const SEARCH_RESOURCE_TYPES: readonly SearchResourceType[] = [
  {
    name: 'Instance',
    ocidKind: 'instance',
    fields: [
      { fieldName: 'shape', fieldType: 'STRING' },
      { fieldName: 'imageId', fieldType: 'IDENTIFIER' },
      { fieldName: 'faultDomain', fieldType: 'STRING' },
    ],
  },
  { name: 'Vcn', ocidKind: 'vcn', fields: [{ fieldName: 'cidrBlock', fieldType: 'STRING' }] },
  {
    name: 'Subnet',
    ocidKind: 'subnet',
    fields: [
      { fieldName: 'cidrBlock', fieldType: 'STRING' },
      { fieldName: 'vcnId', fieldType: 'IDENTIFIER' },
    ],
  },
  {
    name: 'Bucket',
    ocidKind: 'bucket',
    fields: [
      { fieldName: 'namespace', fieldType: 'STRING' },
      { fieldName: 'publicAccessType', fieldType: 'STRING' },
    ],
  },
  { name: 'Volume', ocidKind: 'volume', fields: [{ fieldName: 'sizeInGBs', fieldType: 'INTEGER' }] },
  {
    name: 'AutonomousDatabase',
    ocidKind: 'autonomousdatabase',
    fields: [
      { fieldName: 'dbWorkload', fieldType: 'STRING' },
      { fieldName: 'dbName', fieldType: 'STRING' },
    ],
  },
  { name: 'LoadBalancer', ocidKind: 'loadbalancer', fields: [{ fieldName: 'shapeName', fieldType: 'STRING' }] },
  { name: 'User', ocidKind: 'user', fields: [{ fieldName: 'email', fieldType: 'STRING' }] },
  { name: 'Compartment', ocidKind: 'compartment', fields: [{ fieldName: 'description', fieldType: 'STRING' }] },
  // Resource Manager stacks: the console's quick starts page lists those launched from a quick start.
  {
    name: 'OrmStack',
    ocidKind: 'ormstack',
    fields: [
      { fieldName: 'description', fieldType: 'STRING' },
      { fieldName: 'terraformVersion', fieldType: 'STRING' },
    ],
  },
];

/** The type with this name, case-insensitively (queries write `instance`, results say `Instance`). */
export function findResourceType(name: string): SearchResourceType | undefined {
  return SEARCH_RESOURCE_TYPES.find(type => type.name.toLowerCase() === name.toLowerCase());
}
