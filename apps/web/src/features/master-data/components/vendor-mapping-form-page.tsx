import { Button, Card, Col, Flex, Form, Input, Popconfirm, Row, Select } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { VENDOR_MAPPING_MESSAGES as MSG, validateVendorMapping, type CompanyOption, type VendorMapping, type VendorMappingForm } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { FormPage, formValues, useFormPage, useNavigationFlash, withFlash } from '../../../components/form-page';
import { PageLoading } from '../../../components/page-loading';
import { SupplierSelect } from '../../../components/supplier-select';
import { useSession } from '../../../lib/session';
import { useDeleteVendorMapping } from '../api/delete-vendor-mapping';
import { useVendorMapping } from '../api/get-vendor-mapping';
import { useVendorMappingOptions, useVendorSites } from '../api/get-vendor-mapping-options';
import { useSaveVendorMapping } from '../api/save-vendor-mapping';
import { failureMessages } from './failure';

type Values = {
  company: CompanyOption | null;
  categoryId?: number;
  financeUserId?: number;
  recommenderUserId?: number;
  vendorId?: number;
  costCenter?: string;
  vendorSiteId?: number;
};

const LIST_PATH = '/master/vendor';

function toPayload(v: Values): VendorMappingForm {
  return {
    orgId: v.company?.orgId ?? 0,
    instance: v.company?.instance ?? '',
    categoryId: v.categoryId ?? 0,
    financeUserId: v.financeUserId ?? 0,
    recommenderUserId: v.recommenderUserId ?? 0,
    vendorId: v.vendorId ?? 0,
    costCenter: v.costCenter ?? '',
    vendorSiteId: v.vendorSiteId ?? 0,
  };
}

function initialValues(m: VendorMapping | undefined, companies: readonly CompanyOption[], fallback: CompanyOption | null): Values {
  if (!m) return { company: fallback };
  const company = companies.find((c) => c.orgId === m.orgId && c.instance === m.instance) ?? {
    orgId: m.orgId,
    instance: m.instance,
    name: m.company,
    vendorId: null,
    email: null,
  };
  const { categoryId, financeUserId, recommenderUserId, vendorId, costCenter, vendorSiteId } = m;
  return {
    company,
    categoryId,
    financeUserId: financeUserId ?? undefined,
    recommenderUserId: recommenderUserId ?? undefined,
    vendorId,
    costCenter: costCenter ?? undefined,
    vendorSiteId: vendorSiteId ?? undefined,
  };
}

/** `/#/master/vendor/:mapingId` (0 adds one): who handles a vendor's invoices of a category. */
export function VendorMappingFormPage() {
  const id = Number(useParams().mapingId ?? 0) || 0;
  const session = useSession();
  const mapping = useVendorMapping(id);
  if (id && !mapping.data) return mapping.error ? <MappingForm id={id} loadError={mapping.error} /> : <PageLoading />;
  return <MappingForm key={id} id={id} mapping={mapping.data} initial={initialValues(mapping.data, session?.companies ?? [], session?.user.company ?? null)} />;
}

type FormProps = { id: number; mapping?: VendorMapping; initial?: Values; loadError?: unknown };

function MappingForm({ id, mapping, initial, loadError }: FormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const canWrite = session?.user.typeUser === 'ORACLE';
  const [form] = Form.useForm<Values>();
  const company = Form.useWatch('company', form) ?? initial?.company ?? null;
  const vendorId = Form.useWatch('vendorId', form) ?? initial?.vendorId;
  const options = useVendorMappingOptions(company);
  const sites = useVendorSites(company, vendorId);
  const page = useFormPage({ initialSuccess: useNavigationFlash() });
  const save = useSaveVendorMapping(id);
  const remove = useDeleteVendorMapping(id);

  const submit = () => {
    const payload = toPayload(formValues(form));
    if (!page.validate(validateVendorMapping(payload))) return;
    save.mutate(payload, {
      onSuccess: (saved) => (id ? page.showSuccess(MSG.saved) : void navigate(`${LIST_PATH}/${saved.id}`, withFlash(MSG.saved))),
      onError: (error) => page.showErrors(failureMessages(MSG.saveFailed, error)),
    });
  };
  const deleteMapping = () =>
    remove.mutate(undefined, {
      onSuccess: () => void navigate(LIST_PATH, withFlash(MSG.deleted)),
      onError: (error) => page.showErrors(failureMessages(MSG.deleteFailed, error)),
    });

  if (!initial) {
    return (
      <FormPage page={page} loadErrors={[loadError]}>
        <Button onClick={() => void navigate(LIST_PATH)}>Back</Button>
      </FormPage>
    );
  }
  const o = options.data;
  const users = (list: Array<{ userId: number; username: string; description: string }> = []) =>
    list.map((u) => ({ value: u.userId, label: u.description ? `${u.username} (${u.description})` : u.username }));
  // Choices depend on the company; a vendor's sites on the vendor: picking again clears what no longer fits.
  const onValuesChange = (changed: Partial<Values>) => {
    if ('company' in changed) form.setFieldsValue({ categoryId: undefined, costCenter: undefined, vendorId: undefined, vendorSiteId: undefined });
    if ('vendorId' in changed) form.setFieldsValue({ vendorSiteId: undefined });
  };

  return (
    <FormPage page={page} loadErrors={[options.error, sites.error]}>
      <Form form={form} initialValues={initial} layout="vertical" component="div" disabled={!canWrite} onValuesChange={onValuesChange}>
        <Card title={id ? 'Vendor Mapping' : 'New Vendor Mapping'} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Company" name="company" htmlFor="mapping-company" required>
                <CompanyField id="mapping-company" companies={session?.companies ?? []} fixed={id ? (initial.company ?? null) : null} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Category" name="categoryId" htmlFor="mapping-category" required>
                <Select
                  id="mapping-category"
                  aria-label="Category"
                  placeholder="Select category"
                  loading={options.isFetching}
                  options={(o?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Finance User" name="financeUserId" htmlFor="mapping-finance" required>
                <Select
                  id="mapping-finance"
                  aria-label="Finance User"
                  placeholder="Select finance user"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={users(o?.financeUsers)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Rekomendator" name="recommenderUserId" htmlFor="mapping-recommender" required>
                <Select
                  id="mapping-recommender"
                  aria-label="Rekomendator"
                  placeholder="Select rekomendator"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={users(o?.recommenders)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              {/* The mapping is the vendor's: another vendor is another mapping, so an existing one shows its vendor fixed. */}
              {id && mapping ? (
                <Form.Item label="Vendor" htmlFor="mapping-vendor" required>
                  <Input id="mapping-vendor" value={mapping.vendorName} readOnly variant="filled" />
                </Form.Item>
              ) : (
                <Form.Item label="Vendor" name="vendorId" htmlFor="mapping-vendor" required>
                  <SupplierSelect id="mapping-vendor" instance={company?.instance ?? 'AAM'} orgId={company?.orgId} />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Cost Center" name="costCenter" htmlFor="mapping-cost-center" required>
                <Select
                  id="mapping-cost-center"
                  aria-label="Cost Center"
                  placeholder="Select cost center"
                  options={(o?.costCenters ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Vendor Site" name="vendorSiteId" htmlFor="mapping-site" required>
                <Select
                  id="mapping-site"
                  aria-label="Vendor Site"
                  placeholder="Select vendor site"
                  loading={sites.isFetching}
                  options={(sites.data?.items ?? []).map((s) => ({ value: s.vendorSiteId, label: s.siteCode }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </Form>
      <Flex gap={8} wrap>
        <Button onClick={() => void navigate(LIST_PATH)}>{canWrite ? 'Cancel' : 'Back'}</Button>
        {canWrite && !id ? (
          <Button type="primary" loading={save.isPending} onClick={submit}>
            Create
          </Button>
        ) : null}
        {canWrite && id ? (
          <>
            <Popconfirm title={MSG.confirmUpdate} okText="Update" cancelText="No" onConfirm={submit}>
              <Button type="primary" loading={save.isPending}>
                Update
              </Button>
            </Popconfirm>
            <Popconfirm
              title={MSG.confirmDelete}
              description="This cannot be undone."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="No"
              onConfirm={deleteMapping}
            >
              <Button danger loading={remove.isPending}>
                Delete
              </Button>
            </Popconfirm>
          </>
        ) : null}
      </Flex>
    </FormPage>
  );
}
