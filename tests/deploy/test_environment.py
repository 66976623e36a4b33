"""Every environment variable a service cannot start without is set by its Kubernetes manifest and by compose.yaml.

The required variables are read from the C++ sources (cw::env::required / required_integer in services/<name>/ and
in libs/, which every service links), so a variable added there fails these tests until both deployments set it.
"""
from __future__ import annotations

import copy
import os
import re
import stat
import subprocess
from pathlib import Path

import pytest

from deploy.sources import (GATEWAY, REPO, SERVICES, all_containers, applied_objects, compose, compose_effective_env,
                            compose_environment, compose_literal, compose_value_is_set, config_maps, container_env,
                            cpp_files, env_value, example_secrets, gateway_entrypoint_variables, gateway_required_env,
                            image_env, main_container, object_named, service_required_env, shared_required_env)

# What the parse must at least find; more is fine (and then must be set below).
KNOWN_SHARED = {"HTTP_PORT", "DATABASE_URL", "REDIS_URL", "KAFKA_BROKERS"}
KNOWN_OWN = {"auth": {"UPLOADS_DIR"}, "projects": {"PROJECT_FILES_DIR"}, "messaging": {"WS_PORT", "MAIL_TOKEN_SECRET"},
             "billing": set(), "analytics": set()}
# Each gateway upstream: the service it names and the variable holding the port it must reach.
GATEWAY_UPSTREAMS = {"AUTH_UPSTREAM": ("auth", "HTTP_PORT"), "PROJECTS_UPSTREAM": ("projects", "HTTP_PORT"),
                     "MESSAGING_UPSTREAM": ("messaging", "HTTP_PORT"),
                     "MESSAGING_WS_UPSTREAM": ("messaging", "WS_PORT"),
                     "BILLING_UPSTREAM": ("billing", "HTTP_PORT"), "ANALYTICS_UPSTREAM": ("analytics", "HTTP_PORT")}


# --- what the sources require -------------------------------------------------------------------------------------

def test_the_parse_finds_the_known_required_variables():
    assert KNOWN_SHARED <= shared_required_env().names, shared_required_env()
    for service, known in KNOWN_OWN.items():
        assert KNOWN_SHARED | known <= service_required_env(service).names, (service, service_required_env(service))


@pytest.mark.parametrize("service", SERVICES)
def test_every_required_variable_is_named_literally(service):
    """A name the parse cannot read (a variable, a macro) would be a requirement nobody checks."""
    assert not service_required_env(service).unreadable, service_required_env(service).unreadable


def test_configuration_is_read_only_through_cw_env():
    """No getenv() beside cw::env's own, and no `using` that would hide env::required from the parse."""
    allowed = REPO / "libs" / "common" / "src" / "config.cpp"
    offenders = []
    for folder in (REPO / "libs", REPO / "services"):
        for path in cpp_files(folder):
            text = path.read_text(errors="replace")
            if path != allowed and re.search(r"\bgetenv\s*\(", text):
                offenders.append(f"{path.relative_to(REPO)}: getenv (read configuration through cw::env)")
            if re.search(r"\busing\s+(namespace\s+)?(cw::)?env\b|\busing\s+cw::env::", text):
                offenders.append(f"{path.relative_to(REPO)}: `using` cw::env (call env::required(...) by name)")
    assert not offenders, "\n".join(offenders)


def test_the_gateway_requires_its_upstreams_and_the_gateway_secret():
    assert gateway_required_env() == set(GATEWAY_UPSTREAMS) | {"GATEWAY_SECRET"}


def test_the_services_and_the_gateway_require_the_gateway_secret():
    """Every service (libs/common's config) and the gateway's entrypoint (its envsubst list, so nginx.conf's
    ${GATEWAY_SECRET} is rendered) require it; the image sets no default."""
    assert "GATEWAY_SECRET" in shared_required_env().names
    assert "GATEWAY_SECRET" in gateway_entrypoint_variables()
    assert "GATEWAY_SECRET" not in image_env(REPO / "gateway" / "Dockerfile")


# --- the gateway's entrypoint --------------------------------------------------------------------------------

ENTRYPOINT = REPO / "gateway" / "docker-entrypoint.sh"
A_SECRET = "0123456789abcdef" * 4


def run_entrypoint(tmp_path: Path, **overrides: str | None) -> tuple[subprocess.CompletedProcess, Path]:
    """The entrypoint under /bin/sh with the repository's template, nginx replaced by a stub that only records its
    arguments; the upstreams and paths set as the image and a deployment would."""
    script = tmp_path / "entrypoint.sh"
    script.write_text(ENTRYPOINT.read_text().replace("/etc/cabinetworks/nginx.conf.template",
                                                     str(REPO / "gateway" / "nginx.conf")))
    stub = tmp_path / "bin" / "nginx"
    stub.parent.mkdir()
    stub.write_text('#!/bin/sh\necho "nginx $*" >> "$(dirname "$0")/calls"\n')
    stub.chmod(0o755)
    prefix = tmp_path / "prefix"
    env = {"PATH": f"{stub.parent}:{os.environ['PATH']}", "MARKETPLACE_PORT": "8080", "WEB_ROOT": "/srv/web",
           "UPLOADS_ROOT": "/srv/uploads", "PROJECT_FILES_ROOT": str(tmp_path / "files"), "NGINX_PREFIX": str(prefix),
           "GATEWAY_SECRET": A_SECRET, **{name: f"{service}:1" for name, (service, _) in GATEWAY_UPSTREAMS.items()}}
    for name, value in overrides.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return subprocess.run(["/bin/sh", str(script)], env=env, capture_output=True, text=True, timeout=30), prefix


def test_the_entrypoint_renders_the_secret_into_a_file_only_its_owner_reads(tmp_path):
    result, prefix = run_entrypoint(tmp_path)
    assert result.returncode == 0, result.stderr
    rendered = prefix / "nginx.conf"
    assert stat.S_IMODE(rendered.stat().st_mode) == 0o600
    assert "${GATEWAY_SECRET}" not in rendered.read_text()
    if "${GATEWAY_SECRET}" in (REPO / "gateway" / "nginx.conf").read_text():
        assert A_SECRET in rendered.read_text()
    assert A_SECRET not in result.stdout + result.stderr
    assert (tmp_path / "bin" / "calls").read_text().count("nginx ") == 2  # nginx -t, then nginx itself


@pytest.mark.parametrize("secret, says", [
    (None, "missing required environment variable GATEWAY_SECRET"),
    ("", "missing required environment variable GATEWAY_SECRET"),
    ("a" * 31, "at least 32 characters"),
    ("CHANGE-ME-at-least-32-random-characters", "placeholder"),
    ("0123456789abcdef0123456789abcdef$host", "may hold only"),
    ('0123456789abcdef0123456789abcdef"', "may hold only"),
    ("0123456789abcdef 0123456789abcdef", "may hold only"),
])
def test_the_entrypoint_refuses_a_missing_short_or_unsafe_secret(tmp_path, secret, says):
    result, prefix = run_entrypoint(tmp_path, GATEWAY_SECRET=secret)
    assert result.returncode != 0
    assert says in result.stderr, result.stderr
    assert not (prefix / "nginx.conf").exists()
    assert not (tmp_path / "bin" / "calls").exists(), "nginx ran"
    if secret:
        assert secret not in result.stderr, "the entrypoint printed the secret"


# --- Kubernetes -------------------------------------------------------------------------------------------------

def unset_in(env, required):
    return sorted(name for name in required if name not in env or not env[name].is_set)


def describe(env, names):
    return {name: env.get(name) for name in names}


@pytest.mark.parametrize("service", SERVICES)
def test_kubernetes_sets_every_required_variable(service):
    """Set means a non-empty value, a non-optional secretKeyRef to a key secrets.example.yaml defines, or a
    ConfigMap key (configMapKeyRef or envFrom) with a non-empty value. HTTP_PORT too: the manifest's probes and
    Service use it, so it is not left to the image."""
    env = container_env(main_container(object_named("Deployment", service)))
    missing = unset_in(env, service_required_env(service).names)
    assert not missing, f"deploy/k8s/{service}.yaml does not set {missing}: {describe(env, missing)}"


def test_the_check_notices_a_missing_an_empty_and_an_optional_variable():
    """The check above can fail: auth without DATABASE_URL, with an empty UPLOADS_DIR, and its required
    variables' Secret made optional."""
    container = copy.deepcopy(main_container(object_named("Deployment", "auth")))
    container["env"] = [entry for entry in container["env"] if entry["name"] != "DATABASE_URL"]
    next(entry for entry in container["env"] if entry["name"] == "UPLOADS_DIR")["value"] = ""
    container["env"].append({"name": "KAFKA_BROKERS",
                             "valueFrom": {"secretKeyRef": {"name": "auth-secrets", "key": "KAFKA_BROKERS"}}})
    assert unset_in(container_env(container), service_required_env("auth").names) == [
        "DATABASE_URL", "KAFKA_BROKERS", "UPLOADS_DIR"]


@pytest.mark.parametrize("value, is_set", [
    ("literal", True), ("${X:-default}", True), ("${X:?set X}", True), ("$${X}", True),
    ("", False), ("${X:-}", False), ("${X}", False), ("$X", False), (None, False),
])
def test_compose_values_that_may_be_empty_count_as_unset(value, is_set):
    assert compose_value_is_set(value) is is_set


def test_kubernetes_sets_the_gateway_upstreams():
    env = container_env(main_container(object_named("Deployment", GATEWAY)))
    missing = unset_in(env, gateway_required_env())
    assert not missing, f"deploy/k8s/gateway.yaml does not set {missing}"


@pytest.mark.parametrize("name", SERVICES + (GATEWAY,))
def test_kubernetes_reads_the_gateway_secret_from_the_shared_secret(name):
    """The gateway and every service read GATEWAY_SECRET from the same Secret key, so the values agree."""
    source = container_env(main_container(object_named("Deployment", name))).get("GATEWAY_SECRET")
    assert source and source.how == "secretKeyRef" and source.is_set, source
    assert source.detail == "gateway-secrets.GATEWAY_SECRET", source


def workload_containers():
    for doc in applied_objects():
        if doc["kind"] in ("Deployment", "Job", "StatefulSet", "DaemonSet"):
            for container in all_containers(doc):
                yield f"{doc['kind']} {doc['metadata']['name']}/{container['name']}", container


def test_every_secret_and_config_map_reference_resolves():
    """Each secretKeyRef names a Secret and key that secrets.example.yaml defines (so the example is complete);
    each configMapKeyRef and envFrom names a ConfigMap (and key) the manifests declare."""
    secrets, maps = example_secrets(), config_maps()
    problems = []
    for where, container in workload_containers():
        for entry in container.get("env") or []:
            ref = entry.get("valueFrom") or {}
            if "secretKeyRef" in ref:
                r = ref["secretKeyRef"]
                if r["key"] not in secrets.get(r["name"], {}):
                    problems.append(f"{where}: {entry['name']} <- Secret {r['name']} key {r['key']}: "
                                    "not in secrets.example.yaml")
            if "configMapKeyRef" in ref:
                r = ref["configMapKeyRef"]
                if r["key"] not in maps.get(r["name"], {}):
                    problems.append(f"{where}: {entry['name']} <- ConfigMap {r['name']} key {r['key']}: not declared")
        for source in container.get("envFrom") or []:
            if "configMapRef" in source and source["configMapRef"]["name"] not in maps:
                problems.append(f"{where}: envFrom ConfigMap {source['configMapRef']['name']}: not declared")
            if "secretRef" in source and source["secretRef"]["name"] not in secrets:
                problems.append(f"{where}: envFrom Secret {source['secretRef']['name']}: not in the example")
    assert not problems, "\n".join(problems)


def test_secrets_come_from_secret_objects():
    """Credentials never sit in a manifest as plain values: DATABASE_URL, MAIL_TOKEN_SECRET, SMTP_URL, STRIPE_*
    and the admin account come from secretKeyRef, and no ConfigMap holds one."""
    secret_like = re.compile(r"^(DATABASE_URL|SMTP_URL|STRIPE_.*|MARKETPLACE_ADMIN_.*|.*_PASSWORD|.*_SECRET|.*_TOKEN)$")
    problems = []
    for where, container in workload_containers():
        for name, source in container_env(container).items():
            if secret_like.match(name) and source.how not in ("secretKeyRef", "envFrom Secret"):
                problems.append(f"{where}: {name} comes from {source.how}")
    for name, data in config_maps().items():
        problems += [f"ConfigMap {name}: {key}" for key in data if secret_like.match(key)]
    assert not problems, "\n".join(problems)


def test_no_test_hooks_are_switched_on():
    """The test-only switches (moving clocks, mail hooks) must never reach a deployment."""
    hooks = re.compile(r"_TEST_|TEST_HOOKS")
    switched = [f"{where}: {name}" for where, container in workload_containers()
                for name in container_env(container) if hooks.search(name)]
    assert not switched, switched


def upstream(value: str) -> tuple[str, int]:
    host, _, port = value.rpartition(":")
    return host, int(port)


@pytest.mark.parametrize("variable", sorted(GATEWAY_UPSTREAMS))
def test_kubernetes_gateway_upstreams_reach_the_services_ports(variable):
    """AUTH_UPSTREAM=auth:8101 must be a Service named auth with a port 8101 that leads to the auth container's
    HTTP_PORT (MESSAGING_WS_UPSTREAM: messaging's WS_PORT)."""
    service_name, port_variable = GATEWAY_UPSTREAMS[variable]
    host, port = upstream(env_value(main_container(object_named("Deployment", GATEWAY)), variable))
    assert host == service_name
    service = object_named("Service", service_name)
    ports = [p for p in service["spec"]["ports"] if p["port"] == port]
    assert ports, f"Service {service_name} has no port {port}"
    container = main_container(object_named("Deployment", service_name))
    target = ports[0].get("targetPort", port)
    named = {p.get("name"): p["containerPort"] for p in container.get("ports") or []}
    target_number = named[target] if isinstance(target, str) else target
    assert target_number == int(env_value(container, port_variable))


# --- compose.yaml -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("service", SERVICES)
def test_compose_sets_every_required_variable(service):
    """compose's environment (the x-service-env anchor merged in) plus the image's ENV: HTTP_PORT comes from the
    build arg through services/Dockerfile's `ENV HTTP_PORT=${HTTP_PORT}`."""
    effective = compose_effective_env(service)
    missing = sorted(name for name in service_required_env(service).names if not effective.get(name))
    assert not missing, f"compose.yaml's {service} does not set {missing}"


@pytest.mark.parametrize("service", SERVICES)
def test_compose_http_port_comes_from_the_build_arg(service):
    """The required variable compose leaves to the image: services/Dockerfile turns the HTTP_PORT build arg into
    the image's ENV."""
    args = compose()["services"][service]["build"]["args"]
    assert args.get("HTTP_PORT"), f"compose.yaml's {service} builds without the HTTP_PORT arg"
    assert image_env(REPO / "services" / "Dockerfile", args).get("HTTP_PORT") == str(args["HTTP_PORT"])


def test_compose_sets_the_gateway_upstreams():
    effective = compose_effective_env(GATEWAY)
    missing = sorted(name for name in gateway_required_env() if not effective.get(name))
    assert not missing, f"compose.yaml's gateway does not set {missing}"


@pytest.mark.parametrize("variable", sorted(GATEWAY_UPSTREAMS))
def test_compose_gateway_upstreams_reach_the_services_ports(variable):
    service_name, port_variable = GATEWAY_UPSTREAMS[variable]
    host, port = upstream(compose_literal(GATEWAY, variable))
    assert host == service_name
    assert port == int(compose_literal(service_name, port_variable))


def test_compose_gives_the_gateway_and_every_service_the_same_required_gateway_secret():
    """One variable from the environment, without a default (compose refuses to start without it)."""
    values = {name: compose_environment(name).get("GATEWAY_SECRET") for name in SERVICES + (GATEWAY,)}
    assert len(set(values.values())) == 1, values
    assert re.fullmatch(r"\$\{GATEWAY_SECRET:\?[^}]+\}", str(values[GATEWAY])), values[GATEWAY]


def test_only_the_gateway_publishes_a_port():
    """A fixed host port (or a fixed container name) would stop `docker compose up --scale <service>=N`."""
    services = compose()["services"]
    fixed = [f"{name}: {key}" for name in SERVICES for key in ("ports", "container_name") if key in services[name]]
    assert not fixed, fixed
    assert services[GATEWAY].get("ports"), "the gateway publishes no port: nothing would reach the system"
