"""The shape of deploy/k8s: probes, autoscalers and disruption budgets, resources, security, the shared volumes,
the Kafka topics, the external endpoints, the Secrets example and the kustomization."""
from __future__ import annotations

import copy
import re
import subprocess
from decimal import Decimal
from urllib.parse import urlsplit

import pytest
import yaml

from deploy.sources import (GATEWAY, K8S, KUSTOMIZATION, NAMESPACE, REPO, SECRETS_EXAMPLE, SERVICES, all_containers,
                            applied_objects, compose, config_maps, container_port, contract_topics, env_value,
                            example_secrets, image_env, labels_match, main_container, manifest_files, object_named,
                            objects_of, pod_spec)

DEPLOYMENTS = SERVICES + (GATEWAY,)
WORKLOAD_KINDS = ("Deployment", "Job")
GATEWAY_SECRETS = "gateway-secrets"
# Prometheus's namespace: the services' policies admit it on the HTTP port, where /metrics is served.
MONITORING_PEER = {"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "monitoring"}}}


def workloads():
    return [doc for doc in applied_objects() if doc["kind"] in WORKLOAD_KINDS]


def pod_labels(deployment: dict) -> dict:
    return deployment["spec"]["template"]["metadata"]["labels"]


def test_one_deployment_per_service_and_the_gateway():
    assert sorted(d["metadata"]["name"] for d in objects_of("Deployment")) == sorted(DEPLOYMENTS)


def test_every_object_is_in_the_namespace():
    stray = [f"{doc['kind']} {doc['metadata']['name']}" for doc in applied_objects() if doc["kind"] != "Namespace"
             and doc["metadata"].get("namespace") != NAMESPACE]
    assert not stray, stray
    assert object_named("Namespace", NAMESPACE)


# --- probes ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("service", SERVICES)
def test_service_probes_use_readyz_and_healthz_on_the_http_port(service):
    container = main_container(object_named("Deployment", service))
    http_port = int(env_value(container, "HTTP_PORT"))
    for probe, path in (("readinessProbe", "/readyz"), ("livenessProbe", "/healthz")):
        get = container[probe]["httpGet"]
        assert get["path"] == path, f"{service} {probe}"
        assert container_port(container, get["port"]) == http_port, f"{service} {probe} port"
    # Migrations run before the port opens: liveness must not count until the service has started.
    startup = container["startupProbe"]["httpGet"]
    assert startup["path"] == "/healthz" and container_port(container, startup["port"]) == http_port


@pytest.mark.parametrize("service", SERVICES)
def test_prometheus_scrapes_metrics_on_the_http_port(service):
    deployment = object_named("Deployment", service)
    annotations = deployment["spec"]["template"]["metadata"].get("annotations", {})
    assert annotations.get("prometheus.io/scrape") == "true", service
    assert annotations.get("prometheus.io/path") == "/metrics", service
    assert annotations.get("prometheus.io/port") == env_value(main_container(deployment), "HTTP_PORT"), service


def test_gateway_probes_a_location_nginx_answers_itself():
    """The gateway has no /readyz: its probes ask a location that nginx.conf answers with `return 200`, so a probe
    never waits on a service."""
    container = main_container(object_named("Deployment", GATEWAY))
    listen_port = int(image_env(REPO / "gateway" / "Dockerfile")["MARKETPLACE_PORT"])
    nginx = (REPO / "gateway" / "nginx.conf").read_text()
    for probe in ("readinessProbe", "livenessProbe"):
        get = container[probe]["httpGet"]
        assert container_port(container, get["port"]) == listen_port
        location = re.search(r"location = " + re.escape(get["path"]) + r" \{(.*?)\}", nginx, re.DOTALL)
        assert location and "return 200" in location.group(1), f"nginx.conf does not answer {get['path']} itself"


def test_messaging_exposes_its_websocket_port():
    container = main_container(object_named("Deployment", "messaging"))
    ws_port = int(env_value(container, "WS_PORT"))
    assert ws_port in [p["containerPort"] for p in container["ports"]]
    service_targets = [container_port(container, p.get("targetPort", p["port"]))
                       for p in object_named("Service", "messaging")["spec"]["ports"]]
    assert ws_port in service_targets


# --- scaling: autoscalers, disruption budgets, Services ----------------------------------------------------

@pytest.mark.parametrize("name", DEPLOYMENTS)
def test_every_deployment_has_a_cpu_autoscaler(name):
    deployment = object_named("Deployment", name)
    assert "replicas" not in deployment["spec"], "the autoscaler owns the replica count: leave replicas out"
    autoscalers = [h for h in objects_of("HorizontalPodAutoscaler")
                   if h["spec"]["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment", "name": name}]
    assert len(autoscalers) == 1, f"{len(autoscalers)} HorizontalPodAutoscalers scale {name}"
    hpa = autoscalers[0]
    assert hpa["apiVersion"] == "autoscaling/v2"
    assert 2 <= hpa["spec"]["minReplicas"] <= hpa["spec"]["maxReplicas"], "at least 2 pods, so a budget can hold"
    cpu = [m for m in hpa["spec"]["metrics"] if m["type"] == "Resource" and m["resource"]["name"] == "cpu"]
    assert cpu and cpu[0]["resource"]["target"]["type"] == "Utilization"


@pytest.mark.parametrize("name", DEPLOYMENTS)
def test_every_deployment_has_a_disruption_budget(name):
    labels = pod_labels(object_named("Deployment", name))
    budgets = [p for p in objects_of("PodDisruptionBudget")
               if labels_match(p["spec"]["selector"]["matchLabels"], labels)]
    assert len(budgets) == 1, f"{len(budgets)} PodDisruptionBudgets select {name}'s pods"
    spec = budgets[0]["spec"]
    assert budgets[0]["apiVersion"] == "policy/v1"
    assert spec.get("minAvailable") == 1 or spec.get("maxUnavailable") == 1, spec


def test_selectors_pick_one_deployment_each():
    """A Service's or budget's selector matching two Deployments would mix their pods."""
    problems = []
    for doc in objects_of("Service") + objects_of("PodDisruptionBudget"):
        selector = doc["spec"].get("selector")
        if doc["kind"] == "Service" and doc["spec"].get("type") == "ExternalName":
            continue
        selector = selector.get("matchLabels", selector) if doc["kind"] == "PodDisruptionBudget" else selector
        matched = [d["metadata"]["name"] for d in objects_of("Deployment") if labels_match(selector, pod_labels(d))]
        if len(matched) != 1:
            problems.append(f"{doc['kind']} {doc['metadata']['name']} selects {matched}")
    assert not problems, problems


@pytest.mark.parametrize("name", DEPLOYMENTS)
def test_every_deployment_has_a_service_whose_ports_lead_to_container_ports(name):
    deployment = object_named("Deployment", name)
    service = object_named("Service", name)
    assert labels_match(service["spec"]["selector"], pod_labels(deployment))
    container = main_container(deployment)
    declared = [p["containerPort"] for p in container["ports"]]
    for port in service["spec"]["ports"]:
        assert container_port(container, port.get("targetPort", port["port"])) in declared


# --- network policies ---------------------------------------------------------------------------------------

def policies_selecting(deployment: dict) -> list[dict]:
    labels = pod_labels(deployment)
    return [p for p in objects_of("NetworkPolicy")
            if labels_match(p["spec"]["podSelector"].get("matchLabels") or {}, labels)]


def service_ports(service: str) -> set[int]:
    """What the gateway reaches a service on: its HTTP port, and messaging's WebSocket port."""
    container = main_container(object_named("Deployment", service))
    ports = {int(env_value(container, "HTTP_PORT"))}
    if service == "messaging":
        ports.add(int(env_value(container, "WS_PORT")))
    return ports


def rule_ports(rule: dict, container: dict) -> set[int] | None:
    """The TCP ports a rule admits (named ports resolved against the container); None: every port."""
    if not rule.get("ports"):
        return None
    ports = set()
    for entry in rule["ports"]:
        assert entry.get("protocol", "TCP") == "TCP" and "port" in entry and "endPort" not in entry, entry
        ports.add(container_port(container, entry["port"]))
    return ports


def ingress_problems(policy: dict, deployment: dict, allowed: dict[str, set[int]]) -> list[str]:
    """What a service's policy admits beyond `allowed` (peer kind -> ports: "gateway" for the gateway's pods,
    "monitoring" for the monitoring namespace), and what it fails to admit."""
    name = f"NetworkPolicy {policy['metadata']['name']}"
    spec = policy["spec"]
    problems = []
    if spec.get("policyTypes") != ["Ingress"]:
        problems.append(f"{name}: policyTypes {spec.get('policyTypes')} (Ingress only: egress stays open)")
    gateway_labels = pod_labels(object_named("Deployment", GATEWAY))
    container = main_container(deployment)
    admitted: dict[str, set[int]] = {}
    for rule in spec.get("ingress") or []:
        ports = rule_ports(rule, container)
        if ports is None:
            problems.append(f"{name}: a rule without ports admits every port")
            ports = set()
        if not rule.get("from"):
            problems.append(f"{name}: a rule without `from` admits every source")
            continue
        for peer in rule["from"]:
            selector = (peer.get("podSelector") or {}).get("matchLabels") or {}
            if set(peer) == {"podSelector"} and selector and labels_match(selector, gateway_labels) and \
                    not peer["podSelector"].get("matchExpressions"):
                others = [d["metadata"]["name"] for d in objects_of("Deployment")
                          if d["metadata"]["name"] != GATEWAY and labels_match(selector, pod_labels(d))]
                if others:
                    problems.append(f"{name}: the gateway's selector also picks {others}")
                admitted.setdefault("gateway", set()).update(ports)
            elif peer == MONITORING_PEER:
                admitted.setdefault("monitoring", set()).update(ports)
            else:
                problems.append(f"{name}: admits {peer} (only the gateway's pods and the monitoring namespace)")
    if admitted != allowed:
        problems.append(f"{name}: admits {admitted}, expected {allowed}")
    return problems


@pytest.mark.parametrize("service", SERVICES)
def test_every_service_admits_only_the_gateway_and_monitoring(service):
    """One policy selects the service's pods: the gateway's pods on exactly the ports it proxies to, the
    monitoring namespace on the HTTP port (/metrics), nobody else (services never call each other)."""
    deployment = object_named("Deployment", service)
    policies = policies_selecting(deployment)
    assert len(policies) == 1, f"{len(policies)} NetworkPolicies select {service}'s pods"
    http_port = int(env_value(main_container(deployment), "HTTP_PORT"))
    problems = ingress_problems(policies[0], deployment,
                                {"gateway": service_ports(service), "monitoring": {http_port}})
    assert not problems, "\n".join(problems)


def test_the_policy_check_notices_too_much_and_too_little():
    """The check above can fail: messaging's policy with every pod as a peer, a port more, its WebSocket port
    left out for the gateway, and a rule from anywhere."""
    deployment = object_named("Deployment", "messaging")
    allowed = {"gateway": service_ports("messaging"), "monitoring": {8103}}
    assert not ingress_problems(policies_selecting(deployment)[0], deployment, allowed)

    def mutated(change) -> list[str]:
        policy = copy.deepcopy(policies_selecting(deployment)[0])
        change(policy["spec"]["ingress"])
        return ingress_problems(policy, deployment, allowed)

    assert any("admits {'podSelector': {}}" in p for p in mutated(lambda rules: rules[0]["from"].append(
        {"podSelector": {}})))
    assert mutated(lambda rules: rules[1]["ports"].append({"protocol": "TCP", "port": 8113}))
    assert mutated(lambda rules: rules[0]["ports"].pop())
    assert any("without `from`" in p for p in mutated(lambda rules: rules.append({"ports": [{"port": 8103}]})))
    assert any("without ports" in p for p in mutated(lambda rules: rules[0].pop("ports")))


def test_no_policy_admits_every_pod():
    """An empty selector, a namespace selector alone (any pod of the namespace), an address block, or a rule
    without `from`: only the gateway's policy may admit every source, and only on its own port."""
    problems = []
    for policy in objects_of("NetworkPolicy"):
        name = policy["metadata"]["name"]
        for rule in policy["spec"].get("ingress") or []:
            if not rule.get("from") and name != GATEWAY:
                problems.append(f"{name}: a rule without `from`")
            for peer in rule.get("from") or []:
                pods = peer.get("podSelector")
                if "ipBlock" in peer or pods == {} or (pods is not None and not pods.get("matchLabels")
                                                       and not pods.get("matchExpressions")):
                    problems.append(f"{name}: {peer}")
                if "namespaceSelector" in peer and peer != MONITORING_PEER:
                    problems.append(f"{name}: {peer}")
    assert not problems, "\n".join(problems)


def test_the_gateway_admits_everyone_on_its_port_only():
    """It is the entry: every source, but only nginx's port."""
    deployment = object_named("Deployment", GATEWAY)
    policies = policies_selecting(deployment)
    assert len(policies) == 1, f"{len(policies)} NetworkPolicies select the gateway's pods"
    spec = policies[0]["spec"]
    assert spec.get("policyTypes") == ["Ingress"]
    listen_port = int(image_env(REPO / "gateway" / "Dockerfile")["MARKETPLACE_PORT"])
    rules = spec.get("ingress") or []
    assert len(rules) == 1 and not rules[0].get("from"), rules
    assert rule_ports(rules[0], main_container(deployment)) == {listen_port}


def test_every_pod_that_listens_is_selected_by_a_policy():
    """Every Deployment's pods (the Job's listen on nothing); and no policy selects nothing (a typo in labels)."""
    unselected = [d["metadata"]["name"] for d in objects_of("Deployment") if not policies_selecting(d)]
    assert not unselected, unselected
    for policy in objects_of("NetworkPolicy"):
        selector = policy["spec"]["podSelector"].get("matchLabels") or {}
        assert selector, f"NetworkPolicy {policy['metadata']['name']} selects every pod of the namespace"
        assert any(labels_match(selector, pod_labels(d)) for d in objects_of("Deployment")), policy["metadata"]


# --- resources and security ---------------------------------------------------------------------------------

QUANTITY = re.compile(r"^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi|Ti|k|M|G|T)?$")
FACTORS = {None: 1, "m": Decimal("0.001"), "k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12,
           "Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40}


def quantity(value) -> Decimal:
    match = QUANTITY.match(str(value))
    assert match, f"not a quantity: {value!r}"
    return Decimal(match.group(1)) * FACTORS[match.group(2)]


def test_every_container_has_requests_and_limits():
    problems = []
    for workload in workloads():
        for container in all_containers(workload):
            where = f"{workload['kind']} {workload['metadata']['name']}/{container['name']}"
            resources = container.get("resources") or {}
            for resource in ("cpu", "memory"):
                request = (resources.get("requests") or {}).get(resource)
                limit = (resources.get("limits") or {}).get(resource)
                if request is None or limit is None:
                    problems.append(f"{where}: {resource} request and limit required")
                elif quantity(request) > quantity(limit):
                    problems.append(f"{where}: {resource} request {request} above its limit {limit}")
    assert not problems, "\n".join(problems)


def test_every_pod_runs_unprivileged():
    """What Pod Security "restricted" (namespace.yaml) demands, plus our images' user and a read-only root."""
    problems = []
    for workload in workloads():
        name = f"{workload['kind']} {workload['metadata']['name']}"
        pod = pod_spec(workload).get("securityContext") or {}
        if pod.get("runAsNonRoot") is not True:
            problems.append(f"{name}: runAsNonRoot")
        if (pod.get("seccompProfile") or {}).get("type") != "RuntimeDefault":
            problems.append(f"{name}: seccompProfile RuntimeDefault")
        if pod_spec(workload).get("automountServiceAccountToken") is not False:
            problems.append(f"{name}: automountServiceAccountToken false (nothing here calls the API)")
        for container in all_containers(workload):
            context = container.get("securityContext") or {}
            where = f"{name}/{container['name']}"
            if context.get("allowPrivilegeEscalation") is not False:
                problems.append(f"{where}: allowPrivilegeEscalation false")
            if (context.get("capabilities") or {}).get("drop") != ["ALL"]:
                problems.append(f"{where}: capabilities drop ALL")
            if context.get("readOnlyRootFilesystem") is not True:
                problems.append(f"{where}: readOnlyRootFilesystem")
            if container["image"].startswith("cabinetworks/") and \
                    context.get("runAsUser", pod.get("runAsUser")) != 10001:
                problems.append(f"{where}: runAsUser 10001 (the images' cabinetworks user)")
    assert not problems, "\n".join(problems)


# --- volumes ------------------------------------------------------------------------------------------------

def mount_of(deployment: dict, path: str) -> tuple[str, bool]:
    """(claim name, read-only) of the volume mounted at path in the Deployment's main container."""
    container = main_container(deployment)
    mounts = [m for m in container.get("volumeMounts") or [] if m["mountPath"].rstrip("/") == path.rstrip("/")]
    assert mounts, f"{deployment['metadata']['name']} mounts nothing at {path}"
    volume = next(v for v in pod_spec(deployment)["volumes"] if v["name"] == mounts[0]["name"])
    assert "persistentVolumeClaim" in volume, f"{path} in {deployment['metadata']['name']} is not a claim"
    claim = volume["persistentVolumeClaim"]
    return claim["claimName"], bool(mounts[0].get("readOnly") or claim.get("readOnly"))


def test_project_files_are_shared_by_projects_and_the_gateway_at_the_same_path():
    """nginx hands projects the path of the upload body it wrote (X-Upload-File): the same volume at the same path."""
    projects = object_named("Deployment", "projects")
    path = env_value(main_container(projects), "PROJECT_FILES_DIR")
    gateway_path = image_env(REPO / "gateway" / "Dockerfile")["PROJECT_FILES_ROOT"]
    assert path == gateway_path
    claim, read_only = mount_of(projects, path)
    gateway_claim, gateway_read_only = mount_of(object_named("Deployment", GATEWAY), gateway_path)
    assert claim == gateway_claim and not read_only and not gateway_read_only
    assert object_named("PersistentVolumeClaim", claim)["spec"]["accessModes"] == ["ReadWriteMany"]


def test_uploads_are_written_by_auth_and_served_read_only_by_the_gateway():
    auth = object_named("Deployment", "auth")
    claim, read_only = mount_of(auth, env_value(main_container(auth), "UPLOADS_DIR"))
    gateway_claim, gateway_read_only = mount_of(object_named("Deployment", GATEWAY),
                                                image_env(REPO / "gateway" / "Dockerfile")["UPLOADS_ROOT"])
    assert claim == gateway_claim and not read_only and gateway_read_only
    assert object_named("PersistentVolumeClaim", claim)["spec"]["accessModes"] == ["ReadWriteMany"]


def test_compose_shares_the_same_volumes_the_same_way():
    services = compose()["services"]

    def volume_at(service: str, path: str) -> tuple[str, bool]:
        for entry in services[service].get("volumes") or []:
            source, target, *mode = str(entry).split(":")
            if target.rstrip("/") == path.rstrip("/"):
                return source, mode == ["ro"]
        raise AssertionError(f"compose.yaml's {service} mounts nothing at {path}")

    gateway_env = image_env(REPO / "gateway" / "Dockerfile")
    files = volume_at("projects", services["projects"]["environment"]["PROJECT_FILES_DIR"])
    assert volume_at(GATEWAY, gateway_env["PROJECT_FILES_ROOT"]) == files == ("project-files", False)
    assert gateway_env["PROJECT_FILES_ROOT"] == services["projects"]["environment"]["PROJECT_FILES_DIR"]
    assert volume_at("auth", services["auth"]["environment"]["UPLOADS_DIR"]) == ("uploads", False)
    assert volume_at(GATEWAY, gateway_env["UPLOADS_ROOT"]) == ("uploads", True)


# --- Kafka topics and the external endpoints ------------------------------------------------------------------

def declared_topics() -> dict[str, int]:
    lines = config_maps()["kafka-topics"]["topics"].splitlines()
    pairs = [line.split() for line in lines if line.strip() and not line.lstrip().startswith("#")]
    return {topic: int(partitions) for topic, partitions in pairs}


def test_topics_are_those_the_contract_lists_with_its_partitions():
    topics, partitions = contract_topics()
    assert declared_topics() == {topic: partitions for topic in topics}
    assert int(config_maps()["kafka-topics"]["replication-factor"]) >= 1


def test_compose_creates_the_same_topics():
    topics, partitions = contract_topics()
    command = "\n".join(compose()["services"]["kafka-topics"]["command"])
    loop = re.search(r"for topic in ([^;]+);", command)
    assert loop and loop.group(1).split() == topics
    assert f"--partitions {partitions}" in command


def test_the_topics_job_reads_the_config_map_and_its_script_parses():
    job = object_named("Job", "kafka-topics")
    volumes = {v["name"]: v for v in pod_spec(job)["volumes"]}
    assert any(v.get("configMap", {}).get("name") == "kafka-topics" for v in volumes.values())
    container = pod_spec(job)["containers"][0]
    script = container["args"][0]
    assert "--create --if-not-exists" in script
    subprocess.run(["bash", "-n", "-c", script], check=True)


def test_dependencies_are_external_services_the_configuration_names():
    """postgres, redis and kafka are ExternalName Services (not run here), and what the services connect to is
    exactly those names."""
    for name in ("postgres", "redis", "kafka"):
        spec = object_named("Service", name)["spec"]
        assert spec["type"] == "ExternalName" and spec["externalName"]
    shared = config_maps()["cabinetworks-config"]
    assert urlsplit(shared["REDIS_URL"]).hostname == "redis"
    assert {broker.rsplit(":", 1)[0] for broker in shared["KAFKA_BROKERS"].split(",")} == {"kafka"}
    for secret, values in example_secrets().items():
        if "DATABASE_URL" in values:
            url = urlsplit(values["DATABASE_URL"])
            assert url.hostname == "postgres", secret
            # Each service logs in as its own role (deploy/postgres/init.sh).
            assert url.username == secret.removesuffix("-secrets"), secret


def test_no_stateful_dependency_runs_here():
    images = [c["image"] for w in workloads() for c in all_containers(w) if w["kind"] == "Deployment"]
    assert not [i for i in images if re.match(r"(postgres|redis|valkey|apache/kafka|bitnami/)", i)], images


# --- Secrets example and kustomization ---------------------------------------------------------------------------

def test_the_secrets_example_holds_only_placeholders():
    """Every value says CHANGE-ME (the admin's user name may stay `admin`): one Secret per service, and
    gateway-secrets, which the gateway and every service share."""
    secrets = example_secrets()
    assert sorted(secrets) == sorted([f"{s}-secrets" for s in SERVICES] + [GATEWAY_SECRETS])
    real = [f"{name}.{key}" for name, values in secrets.items() for key, value in values.items()
            if "CHANGE-ME" not in value and key != "MARKETPLACE_ADMIN_USERNAME"]
    assert not real, f"values that are not obvious placeholders: {real}"
    assert not objects_of("Secret"), "Secrets belong in secrets.example.yaml (as placeholders) only"


def test_the_gateway_secret_lives_in_one_shared_secret():
    """GATEWAY_SECRET is one value for the gateway and all services: one key in gateway-secrets, in no other Secret."""
    secrets = example_secrets()
    assert sorted(secrets[GATEWAY_SECRETS]) == ["GATEWAY_SECRET"]
    elsewhere = [name for name, values in secrets.items() if name != GATEWAY_SECRETS and "GATEWAY_SECRET" in values]
    assert not elsewhere, f"GATEWAY_SECRET also in {elsewhere}: two copies could disagree"


def test_kustomization_lists_every_manifest_but_the_secrets_example():
    kustomization = yaml.safe_load(KUSTOMIZATION.read_text())
    expected = sorted(p.name for p in manifest_files() if p != SECRETS_EXAMPLE)
    assert sorted(kustomization["resources"]) == expected
    assert SECRETS_EXAMPLE.name not in kustomization["resources"]
    assert kustomization.get("namespace") == NAMESPACE
    assert not sorted(p.name for p in K8S.glob("*.yml")), "use .yaml: the checks read *.yaml"


def test_kustomization_lets_the_deployer_set_every_image_we_build():
    kustomization = yaml.safe_load(KUSTOMIZATION.read_text())
    listed = {image["name"] for image in kustomization.get("images") or []}
    ours = {c["image"].rsplit(":", 1)[0] for w in workloads() for c in all_containers(w)
            if c["image"].startswith("cabinetworks/")}
    assert ours == {f"cabinetworks/{name}" for name in DEPLOYMENTS}
    assert ours <= listed, f"images without an entry in kustomization.yaml images: {sorted(ours - listed)}"
