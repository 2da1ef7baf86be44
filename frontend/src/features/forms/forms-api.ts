import type {
  CreateFormRequest,
  DeletedDto,
  FieldDto,
  FieldOrder,
  FieldTypeOption,
  FormDto,
  FormStatus,
  FormVariantDto,
  SaveFieldRequest,
  SaveFormMessageRequest,
  SaveSectionRequest,
  SectionDto,
  SectionOrder,
} from '@job-intake/contracts/forms/forms-api';
import { api } from '../../shared/api/api-slice';
import { applyFieldOrders, applySectionOrders } from './builder-order';

/** The arguments of the PATCH /form/{form_id} saves, with the form id always given. */
type SaveFormMessageArgs = Required<Omit<SaveFormMessageRequest, 'type' | 'title'>> & {
  mapped: boolean;
};

interface SaveSectionArgs {
  form_id: string;
  /** A new section carries no id; the answer gives it one. */
  section: SaveSectionRequest['section'];
}

interface SaveFieldArgs {
  form_id: string;
  /** A new field carries a temporary id (`tmp-<n>`); the answer carries the real one. */
  field: FieldDto;
  /** Ids of the saved choices the edit removed. */
  deletedChoices: NonNullable<SaveFieldRequest['deletedChoices']>;
}

interface DeleteItemArgs {
  form_id: string;
  id: string;
}

interface ReorderFieldsArgs {
  form_id: string;
  fields: FieldOrder[];
}

interface ReorderSectionsArgs {
  form_id: string;
  sections: SectionOrder[];
}

interface UploadLogoArgs {
  form_id: string;
  /** Empty for a new variant. */
  variant_id: string;
  title: string;
  /** Empty: keep it (or generate one for a new variant). */
  uuid: string;
  file_id: string | null;
  file: File | null;
}

const formPath = (id: string) => `form/${encodeURIComponent(id)}`;

const formsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getForm: builder.query<FormDto, string>({
      query: formPath,
      providesTags: (_result, _error, id) => [{ type: 'Form', id }],
    }),

    /** The form statuses the builder offers. */
    getFormStates: builder.query<FormStatus[], void>({
      query: () => 'form/states',
      // The lists never change while the app runs.
      keepUnusedDataFor: 3600,
    }),

    /** Every field type with its label; the offered ones are the builder's add-field choices. */
    getFormTypes: builder.query<FieldTypeOption[], void>({
      query: () => 'form/types',
      keepUnusedDataFor: 3600,
    }),

    createForm: builder.mutation<FormDto, CreateFormRequest>({
      query: (body) => ({ url: 'form', method: 'POST', body }),
      invalidatesTags: ['FormList'],
    }),

    deleteForm: builder.mutation<DeletedDto, string>({
      query: (id) => ({ url: formPath(id), method: 'DELETE' }),
      invalidatesTags: ['FormList'],
    }),

    saveFormMessage: builder.mutation<FormDto, SaveFormMessageArgs>({
      query: (body) => ({
        url: formPath(body.form_id),
        method: 'PATCH',
        body: { type: 'message', ...body },
      }),
      async onQueryStarted({ form_id }, { dispatch, queryFulfilled }) {
        const { data } = await ignoreFailure(queryFulfilled);
        if (!data) return;
        dispatch(
          formsApi.util.updateQueryData('getForm', form_id, (form) => {
            form.name = data.name;
            form.status = data.status;
            form.mapped = data.mapped;
            form.config = data.config;
            form.footnote = data.footnote;
            form.message = data.message;
          }),
        );
      },
      // The list shows name, status and mapped.
      invalidatesTags: (result) => (result ? ['FormList'] : []),
    }),

    saveSection: builder.mutation<SectionDto, SaveSectionArgs>({
      query: ({ form_id, section }) => ({
        url: formPath(form_id),
        method: 'PATCH',
        body: { type: 'section', section, form_id },
      }),
      async onQueryStarted({ form_id, section }, { dispatch, queryFulfilled }) {
        const { data } = await ignoreFailure(queryFulfilled);
        if (!data) return;
        dispatch(
          formsApi.util.updateQueryData('getForm', form_id, (form) => {
            const existing = form.sections.find((s) => s.id === (section.id ?? data.id));
            if (existing) {
              existing.title = data.title;
            } else {
              form.sections.push({ ...data, fields: data.fields ?? [] });
            }
          }),
        );
      },
    }),

    deleteSection: builder.mutation<DeletedDto, DeleteItemArgs>({
      query: ({ form_id, id }) => ({
        url: formPath(form_id),
        method: 'PATCH',
        body: { type: 'delete_section', section: { id }, form_id },
      }),
      async onQueryStarted({ form_id, id }, { dispatch, queryFulfilled }) {
        const { data } = await ignoreFailure(queryFulfilled);
        if (!data) return;
        dispatch(
          formsApi.util.updateQueryData('getForm', form_id, (form) => {
            form.sections = form.sections.filter((s) => s.id !== id);
          }),
        );
      },
    }),

    saveField: builder.mutation<FieldDto, SaveFieldArgs>({
      query: ({ form_id, field, deletedChoices }) => ({
        url: formPath(form_id),
        method: 'PATCH',
        body: { type: 'field', field, form_id, deletedChoices },
      }),
      async onQueryStarted({ form_id, field }, { dispatch, queryFulfilled }) {
        const { data } = await ignoreFailure(queryFulfilled);
        if (!data) return;
        dispatch(
          formsApi.util.updateQueryData('getForm', form_id, (form) => {
            for (const section of form.sections) {
              section.fields = section.fields.filter((f) => f.id !== field.id && f.id !== data.id);
            }
            const target = form.sections.find((s) => s.id === data.section_id);
            if (!target) return;
            target.fields.push(data);
            target.fields.sort((a, b) => a.order - b.order);
          }),
        );
      },
    }),

    deleteField: builder.mutation<DeletedDto, DeleteItemArgs>({
      query: ({ form_id, id }) => ({
        url: formPath(form_id),
        method: 'PATCH',
        body: { type: 'delete_field', field: { id }, form_id },
      }),
      async onQueryStarted({ form_id, id }, { dispatch, queryFulfilled }) {
        const { data } = await ignoreFailure(queryFulfilled);
        if (!data) return;
        dispatch(
          formsApi.util.updateQueryData('getForm', form_id, (form) => {
            for (const section of form.sections) {
              section.fields = section.fields.filter((f) => f.id !== id);
            }
          }),
        );
      },
    }),

    /** Optimistic (see reorderOptimistically). */
    reorderFields: builder.mutation<FormDto, ReorderFieldsArgs>({
      query: ({ fields }) => ({ url: 'form/reorderFields', method: 'POST', body: fields }),
      onQueryStarted: ({ form_id, fields }, { dispatch, queryFulfilled }) =>
        reorderOptimistically(
          (recipe): Undoable => dispatch(formsApi.util.updateQueryData('getForm', form_id, recipe)),
          (form) => applyFieldOrders(form, fields),
          queryFulfilled,
        ),
    }),

    reorderSections: builder.mutation<FormDto, ReorderSectionsArgs>({
      query: ({ sections }) => ({ url: 'form/reorderSections', method: 'POST', body: sections }),
      onQueryStarted: ({ form_id, sections }, { dispatch, queryFulfilled }) =>
        reorderOptimistically(
          (recipe): Undoable => dispatch(formsApi.util.updateQueryData('getForm', form_id, recipe)),
          (form) => applySectionOrders(form, sections),
          queryFulfilled,
        ),
    }),

    uploadLogo: builder.mutation<FormVariantDto, UploadLogoArgs>({
      query: ({ form_id, variant_id, title, uuid, file_id, file }) => {
        const body = new FormData();
        if (file) body.append('file', file);
        body.append('title', title);
        body.append('uuid', uuid);
        body.append('form_id', form_id);
        body.append('file_id', file_id ?? '');
        body.append('variant_id', variant_id);
        return { url: 'form/logo', method: 'POST', body };
      },
      async onQueryStarted({ form_id, variant_id }, { dispatch, queryFulfilled }) {
        const { data } = await ignoreFailure(queryFulfilled);
        if (!data) return;
        dispatch(
          formsApi.util.updateQueryData('getForm', form_id, (form) => {
            // The first real variant replaces the Default stand-in.
            form.form_variant = form.form_variant.filter((v) => !v.is_default);
            const index = form.form_variant.findIndex((v) => v.id === (variant_id || data.id));
            if (index === -1) form.form_variant.push(data);
            else form.form_variant[index] = data;
          }),
        );
      },
      // The list shows the variants' guest links.
      invalidatesTags: (result) => (result ? ['FormList'] : []),
    }),

    deleteVariant: builder.mutation<DeletedDto, DeleteItemArgs>({
      query: ({ id }) => ({ url: `form/logo/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted({ form_id, id }, { dispatch, queryFulfilled }) {
        const { data } = await ignoreFailure(queryFulfilled);
        if (!data) return;
        dispatch(
          formsApi.util.updateQueryData('getForm', form_id, (form) => {
            form.form_variant = form.form_variant.filter((v) => v.id !== id);
          }),
        );
      },
      invalidatesTags: (result, _error, { form_id }) =>
        result ? ['FormList', { type: 'Form', id: form_id }] : [],
    }),
  }),
});

/** The fulfilled value, or `{}` when the request failed (the caller shows the error). */
async function ignoreFailure<T>(fulfilled: Promise<{ data: T }>): Promise<{ data?: T }> {
  try {
    return await fulfilled;
  } catch {
    return {};
  }
}

export const {
  useGetFormQuery,
  useGetFormStatesQuery,
  useGetFormTypesQuery,
  useCreateFormMutation,
  useDeleteFormMutation,
  useSaveFormMessageMutation,
  useSaveSectionMutation,
  useDeleteSectionMutation,
  useSaveFieldMutation,
  useDeleteFieldMutation,
  useReorderFieldsMutation,
  useReorderSectionsMutation,
  useUploadLogoMutation,
  useDeleteVariantMutation,
} = formsApi;

/** A change to the cached form that can be taken back. */
type Undoable = { undo(): void };

/**
 * A reorder shows at once in the cached form, takes the server's saved sections and fields when
 * it answers, and is rolled back if the server refuses it.
 */
async function reorderOptimistically(
  patchForm: (recipe: (form: FormDto) => void) => Undoable,
  apply: (form: FormDto) => void,
  saved: Promise<{ data: FormDto }>,
): Promise<void> {
  const patch = patchForm(apply);
  try {
    const { data } = await saved;
    patchForm((form) => {
      if (Array.isArray(data?.sections)) form.sections = data.sections;
    });
  } catch {
    patch.undo();
  }
}
