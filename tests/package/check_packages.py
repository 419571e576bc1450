#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks of the package files (ctest label `package`, tests/package/CMakeLists.txt).

  check_packages.py version ROOT VERSION   every package file, CHANGELOG and README agree
  check_packages.py platformio ROOT        library.json: fields, includeDir, export.exclude
  check_packages.py idf ROOT               idf_component.yml: fields
  check_packages.py zephyr ROOT            zephyr/module.yml parses and points at real files

Exit 0 when every check passes, 1 with one line per failure otherwise.
"""
import fnmatch
import json
import os
import re
import sys

import yaml  # Debian: python3-yaml (scripts/install-deps.sh)

errors = []


def fail(msg):
    errors.append(msg)


def read(root, rel):
    with open(os.path.join(root, rel), encoding="utf-8") as f:
        return f.read()


def properties(text):
    out = {}
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#") and "=" in line:
            key, value = line.split("=", 1)
            out[key.strip()] = value.strip()
    return out


def check_version(root, version):
    found = {}
    found["library.properties"] = properties(read(root, "library.properties")).get("version")
    found["library.json"] = json.loads(read(root, "library.json")).get("version")
    found["idf_component.yml"] = str(yaml.safe_load(read(root, "idf_component.yml")).get("version"))
    # Keep a Changelog: the first "## [x.y.z] - date" heading after [Unreleased].
    releases = re.findall(r"^## \[(\d+\.\d+\.\d+[^\]]*)\]", read(root, "CHANGELOG.md"), re.M)
    found["CHANGELOG.md (latest release)"] = releases[0] if releases else None
    # Release tags quoted in the README: FetchContent's GIT_TAG and PlatformIO's "#v".
    tags = re.findall(r"(?:GIT_TAG\s+|\.git#)v(\d[\w.+-]*\w)", read(root, "README.md"))
    found["README.md (GIT_TAG)"] = tags[0] if tags else None
    for tag in tags[1:]:
        if tag != version:
            fail(f"README.md: GIT_TAG v{tag}, CMake says {version}")
    for where, value in found.items():
        if value != version:
            fail(f"{where}: version {value!r}, CMake PROJECT_VERSION is {version!r}")
        else:
            print(f"{where}: {value}")


def check_platformio(root):
    data = json.loads(read(root, "library.json"))
    for key in ("name", "version", "description", "keywords", "license", "frameworks", "platforms",
                "build", "export"):
        if not data.get(key):
            fail(f"library.json: missing or empty {key!r}")
    if errors:
        return
    if data["name"] != "qnoise":
        fail(f"library.json: name {data['name']!r}")
    if data["license"] != "MIT":
        fail(f"library.json: license {data['license']!r}, LICENSE is MIT")
    if not isinstance(data["keywords"], list):
        fail("library.json: keywords must be a list")
    for key in ("frameworks", "platforms"):
        if data[key] != "*":
            fail(f"library.json: {key} is {data[key]!r}, expected \"*\"")
    include_dir = data["build"].get("includeDir")
    if not include_dir:
        fail("library.json: build.includeDir missing")
    elif not os.path.isfile(os.path.join(root, include_dir, "qnoise", "qnoise.hpp")):
        fail(f"library.json: build.includeDir {include_dir!r} has no qnoise/qnoise.hpp")
    src_dir = data["build"].get("srcDir", "src")
    if not os.path.isfile(os.path.join(root, src_dir, "qnoise.h")):
        fail(f"library.json: build.srcDir {src_dir!r} has no qnoise.h (the Arduino header)")
    exclude = data["export"].get("exclude", [])
    for needed in ("tests", "tools", "docs", "bench", "fuzz"):
        if needed not in exclude:
            fail(f"library.json: export.exclude lacks {needed!r}")
    if not any(fnmatch.fnmatch("build-host", pattern) for pattern in exclude):
        fail("library.json: export.exclude does not cover build directories (build*)")
    # What the package must keep: the headers, the Arduino folder, the licence.
    for kept in (include_dir or "", src_dir, "LICENSE", "library.properties"):
        for pattern in exclude:
            if kept and (fnmatch.fnmatch(kept, pattern) or kept.startswith(pattern.rstrip("/*") + "/")):
                fail(f"library.json: export.exclude pattern {pattern!r} drops {kept!r}")
    print(f"library.json: includeDir {include_dir}, srcDir {src_dir}, {len(exclude)} exclude patterns")


def check_idf(root):
    data = yaml.safe_load(read(root, "idf_component.yml"))
    for key in ("version", "description", "url", "license"):
        if not data.get(key):
            fail(f"idf_component.yml: missing or empty {key!r}")
    if data.get("license") != "MIT":
        fail(f"idf_component.yml: license {data.get('license')!r}")
    print(f"idf_component.yml: {sorted(data)}")


def check_zephyr(root):
    data = yaml.safe_load(read(root, "zephyr/module.yml"))
    if not isinstance(data, dict):
        fail("zephyr/module.yml: not a mapping")
        return
    if data.get("name") != "qnoise":
        fail(f"zephyr/module.yml: name {data.get('name')!r}")
    build = data.get("build") or {}
    cmake_dir = build.get("cmake")
    kconfig = build.get("kconfig")
    if not cmake_dir or not os.path.isfile(os.path.join(root, cmake_dir, "CMakeLists.txt")):
        fail(f"zephyr/module.yml: build.cmake {cmake_dir!r} has no CMakeLists.txt")
    if not kconfig or not os.path.isfile(os.path.join(root, kconfig)):
        fail(f"zephyr/module.yml: build.kconfig {kconfig!r} does not exist")
    elif not re.search(r"^config QNOISE$", read(root, kconfig), re.M):
        fail(f"{kconfig}: no 'config QNOISE' (zephyr/CMakeLists.txt tests CONFIG_QNOISE)")
    print(f"zephyr/module.yml: name {data.get('name')}, cmake {cmake_dir}, kconfig {kconfig}")


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    what, root = argv[1], argv[2]
    if what == "version" and len(argv) == 4:
        check_version(root, argv[3])
    elif what == "platformio":
        check_platformio(root)
    elif what == "idf":
        check_idf(root)
    elif what == "zephyr":
        check_zephyr(root)
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for e in errors:
        print("FAILED: " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
