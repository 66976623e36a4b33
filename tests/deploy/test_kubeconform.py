"""The manifests in deploy/k8s are valid Kubernetes 1.31 objects (kubeconform, strict, local schemas).

Never skipped: without kubeconform or its schemas the test fails and says to run scripts/install-deps.sh.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from deploy.sources import K8S, REPO, load_documents, manifest_files

VALIDATE = Path(__file__).with_name("validate.sh")
SUMMARY = re.compile(r"Summary: (\d+) resources? found in (\d+) files? - Valid: (\d+), Invalid: (\d+), "
                     r"Errors: (\d+), Skipped: (\d+)")


def run_validation(folder: Path) -> tuple[subprocess.CompletedProcess, re.Match | None]:
    result = subprocess.run([str(VALIDATE), str(folder)], capture_output=True, text=True, timeout=120)
    return result, SUMMARY.search(result.stdout)


def test_every_manifest_is_valid_for_kubernetes_1_31():
    result, summary = run_validation(K8S)
    output = result.stdout + result.stderr
    assert result.returncode == 0, f"kubeconform refused deploy/k8s:\n{output}"
    assert summary, f"no kubeconform summary in:\n{output}"
    resources, files, valid, invalid, errors, skipped = map(int, summary.groups())
    # Every object of every file was validated: none skipped, none missed.
    documents = sum(len(load_documents(path)) for path in manifest_files())
    assert (files, resources, valid, invalid, errors, skipped) == (len(manifest_files()), documents, documents, 0, 0, 0)


def test_validation_refuses_a_misspelt_field_and_an_unknown_kind(tmp_path: Path):
    """The check can fail: a copy with a field Deployment does not have, and a kind without a schema."""
    shutil.copy(K8S / "analytics.yaml", tmp_path)
    broken = (tmp_path / "analytics.yaml").read_text().replace("  revisionHistoryLimit: 5",
                                                              "  revisionHistoryLimit: 5\n  replica: 2", 1)
    (tmp_path / "analytics.yaml").write_text(broken)
    (tmp_path / "unknown.yaml").write_text("apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n")
    result, _ = run_validation(tmp_path)
    assert result.returncode != 0
    assert "additional properties 'replica' not allowed" in result.stdout, result.stdout
    assert "could not find schema for Widget" in result.stdout, result.stdout


def test_schemas_are_those_install_deps_writes():
    """validate.sh's Kubernetes version is the one scripts/install-deps.sh converts schemas for."""
    install = (REPO / "scripts" / "install-deps.sh").read_text()
    validate = VALIDATE.read_text()
    installed = re.search(r"^KUBERNETES_SCHEMA_VERSION=v(\S+)$", install, re.MULTILINE)
    validated = re.search(r"^KUBERNETES_VERSION=(\S+)$", validate, re.MULTILINE)
    assert installed and validated
    assert installed.group(1) == validated.group(1)
