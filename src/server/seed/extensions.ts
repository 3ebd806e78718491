import type { Db } from '../store/db.js';
import { completeJob, upsertSpecSource } from '../store/extensions/openapi.js';
import { saveIntegration, type IntegrationRecord } from '../store/extensions/integrations.js';
import type { DemoRefs } from './core.js';

/** A small, valid OpenAPI 3 document; stored as processed (the seed runs synchronously). */
export const PETSTORE_YAML = `openapi: 3.0.3
info:
  title: Swagger Petstore
  version: 1.0.0
  description: A sample API that uses a petstore as an example.
servers:
  - url: https://petstore.example.com/v1
paths:
  /pets:
    get:
      summary: List all pets
      operationId: listPets
      parameters:
        - name: limit
          in: query
          required: false
          schema:
            type: integer
            maximum: 100
      responses:
        '200':
          description: A list of pets.
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Pet'
    post:
      summary: Create a pet
      operationId: createPet
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Pet'
      responses:
        '201':
          description: The pet was created.
  /pets/{petId}:
    get:
      summary: Info for a specific pet
      operationId: showPetById
      parameters:
        - name: petId
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: The pet.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pet'
        '404':
          description: No such pet.
components:
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id:
          type: integer
          format: int64
        name:
          type: string
        tag:
          type: string
`;

const DEMO_SCRIPT = 'export default { fetch: () => new Response("ok") };\n';

function demoIntegration(
  name: string,
  orgId: string,
  fields: Partial<IntegrationRecord> & Pick<IntegrationRecord, 'title' | 'description'>,
): IntegrationRecord {
  return {
    name,
    ownerOrgId: orgId,
    runtime: 'v1',
    visibility: 'public',
    target: 'all',
    scopes: [],
    categories: [],
    blocks: [],
    contentSources: [],
    externalLinks: [],
    previewImages: [],
    script: DEMO_SCRIPT,
    ...fields,
  };
}

/** Demo data of this group: the petstore spec and three integrations of the demo organization. */
export function seedExtensions(db: Db, now: Date, refs: DemoRefs): void {
  const claimed = upsertSpecSource(db, refs.orgId, 'petstore', { text: PETSTORE_YAML }, now);
  completeJob(
    db,
    claimed.spec.id,
    claimed.job,
    { text: PETSTORE_YAML, filename: 'openapi.yaml', mediaType: 'application/yaml' },
    now,
  );

  const integrations: IntegrationRecord[] = [
    demoIntegration('demo-analytics', refs.orgId, {
      title: 'Demo Analytics',
      description: 'Page views and visitor statistics for published sites.',
      summary: 'Adds a tracking script to published sites and reports page views.',
      target: 'site',
      categories: ['analytics'],
      scopes: ['site:views:read', 'site:script:inject'],
    }),
    demoIntegration('demo-embeds', refs.orgId, {
      title: 'Demo Embeds',
      description: 'Embed videos and designs in pages by pasting a link.',
      target: 'space',
      categories: ['content'],
      scopes: ['space:content:read'],
      blocks: [
        {
          id: 'embed',
          title: 'Video embed',
          description: 'A playable video',
          urlUnfurl: ['https://www.youtube.com/watch?v=*', 'https://*.vimeo.com/*'],
        },
      ],
    }),
    demoIntegration('demo-chat', refs.orgId, {
      title: 'Demo Team Chat',
      description: 'Notifications in your team chat when content changes.',
      target: 'organization',
      categories: ['collaboration'],
      scopes: ['space:metadata:read'],
      visibility: 'private',
      configurations: {
        account: {
          properties: { channel: { type: 'string', title: 'Channel', description: 'Where to post' } },
          required: ['channel'],
        },
      },
    }),
  ];
  for (const record of integrations) saveIntegration(db, record, now);
}
