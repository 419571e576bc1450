#!/bin/sh
# SPDX-License-Identifier: MIT
# Stands in for a qnoise-preview that crashes on every argument (SIGSEGV), so the
# preview_bad_args_selftest can check that bad_args_test.sh fails on a crash.
kill -SEGV $$
